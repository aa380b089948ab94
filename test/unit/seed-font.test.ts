// The seed images' bitmap font keeps Romanian letters (the cards said "PITESTI" before).
import { describe, expect, it } from 'vitest';
import { GLYPH_HEIGHT, glyphOf, printable } from '../../db/seed/font';
import { createCanvas, text, textWidth } from '../../db/seed/png';
import { slug } from '../../db/seed/pdf';

/** The rows (relative to the text's top) that have a lit pixel after drawing `value` at scale 1. */
function litRows(value: string): number[] {
  const top = 4;
  const canvas = createCanvas(textWidth(value, 1) + 4, 16, [0, 0, 0]);
  text(canvas, value, 2, top, 1, [255, 255, 255]);
  const rows = new Set<number>();
  for (let i = 0; i < canvas.pixels.length; i += 4) if (canvas.pixels[i]! > 0) rows.add(Math.floor(i / 4 / canvas.width) - top);
  return [...rows].sort((a, b) => a - b);
}

describe('seed font', () => {
  it('keeps ă â î ș ț in capitals, reads the cedilla forms as comma-below, drops other accents', () => {
    expect(printable('Pitești, Brașov, Târgu Mureș, Bacău, Ţară, Şcoală, café')).toBe('PITEȘTI, BRAȘOV, TÂRGU MUREȘ, BACĂU, ȚARĂ, ȘCOALĂ, CAFE');
  });

  it('draws a Romanian letter as its base letter plus a mark above or below it', () => {
    const body = [...Array(GLYPH_HEIGHT).keys()];
    expect(litRows('S')).toEqual(body);
    expect(litRows('Ș')).toEqual([...body, 7, 8]);
    expect(litRows('Ă')).toEqual([-3, -2, ...body]);
    expect(glyphOf('Ț').rows.slice(0, GLYPH_HEIGHT)).toEqual(glyphOf('T').rows);
  });

  it('still names files in plain ASCII', () => {
    expect(slug('Regulament Pitești și Brașov')).toBe('regulament-pitesti-si-brasov');
  });
});
