// The home page's illustrations are committed SVG files made from their React drawings (npm run art:home): each file
// must be the drawing's current rendering, so a drawing changed without its file fails here.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { HOME_ART_FILES, svgFileText } from '../../src/web/features/public/home/art/home-art-files';

const DIR = path.resolve('src/web/features/public/home/art/svg');

describe('home illustrations as files', () => {
  it.each(HOME_ART_FILES.map(([name, art]) => ({ name, art })))('$name is its drawing rendered (npm run art:home)', ({ name, art }) => {
    const text = readFileSync(path.join(DIR, name), 'utf8');
    expect(text).toBe(svgFileText(art));
    // Standalone SVG: the namespace an <img> needs, and a font list of its own (an image sees none of the page's fonts).
    expect(text).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    if (text.includes('<text')) expect(text).toMatch(/^<svg[^>]* font-family="Inter,/);
  });
});
