// The seed's pictures, drawn in code in the FTC palette: post and event banners (400x240) and sponsor logos
// (240x120). No photographs ship with the project.
import { GLYPH_HEIGHT, MARK_ROWS_ABOVE, MARK_ROWS_BELOW } from './font';
import { circle, createCanvas, encodePng, fitScale, gear, hex, linearGradient, mix, roundedRect, text, textWidth, type Canvas, type Rgb } from './png';

export const PALETTE = {
  orange: hex('#F57E25'),
  navy: hex('#0B1F3A'),
  blue: hex('#0066B3'),
  grey: hex('#EEF2F6'),
  white: hex('#FFFFFF'),
  red: hex('#D7263D'),
} as const;

export const BANNER = { width: 400, height: 240 } as const;
export const LOGO = { width: 240, height: 120 } as const;

interface Theme {
  stops: readonly Rgb[];
  angle: number;
  ink: Rgb;
  accent: Rgb;
  sub: Rgb;
}

const THEMES: readonly Theme[] = [
  { stops: [PALETTE.navy, PALETTE.blue], angle: 35, ink: PALETTE.white, accent: PALETTE.orange, sub: PALETTE.grey },
  { stops: [PALETTE.orange, hex('#C85A12')], angle: 120, ink: PALETTE.white, accent: PALETTE.navy, sub: hex('#FFE6D3') },
  { stops: [PALETTE.grey, PALETTE.white], angle: 90, ink: PALETTE.navy, accent: PALETTE.orange, sub: PALETTE.blue },
  { stops: [PALETTE.blue, PALETTE.navy, PALETTE.navy], angle: 200, ink: PALETTE.white, accent: PALETTE.orange, sub: hex('#BFD9EE') },
];

const themeOf = (variant: number): Theme => THEMES[Math.abs(variant) % THEMES.length]!;

function caption(canvas: Canvas, theme: Theme, title: readonly string[], subtitle: string | undefined, maxWidth: number) {
  const scale = fitScale(title, maxWidth, 5);
  // Lines are spaced so that a comma below (Ș, Ț) never meets a mark above (Ă, Â, Î) on the next line.
  const lineHeight = (GLYPH_HEIGHT + MARK_ROWS_BELOW + MARK_ROWS_ABOVE) * scale;
  const lastLine = (GLYPH_HEIGHT + MARK_ROWS_BELOW) * scale;
  const subScale = subtitle ? fitScale([subtitle], maxWidth, 2) : 0;
  const blockHeight = (title.length - 1) * lineHeight + lastLine + (subtitle ? 10 + GLYPH_HEIGHT * subScale : 0);
  let y = Math.round(canvas.height - 34 - blockHeight);
  title.forEach((line, i) => {
    text(canvas, line, 24, y, scale, theme.ink);
    if (i < title.length - 1) y += lineHeight;
  });
  if (subtitle) text(canvas, subtitle, 24, y + lastLine + 10, subScale, theme.sub);
}

/**
 * The pictures depend on their arguments alone and take about 30 ms of a core each to draw. A process that seeds many
 * databases draws each one once: the test suite seeds about sixty sites per run, and drawing was most of the seed's
 * time (decision 207). What stays in memory is the seed's own pictures, a few hundred KB.
 */
const drawn = new Map<string, Buffer>();

function drawOnce(args: unknown[], draw: () => Buffer): Buffer {
  const key = JSON.stringify(args);
  let png = drawn.get(key);
  if (!png) {
    png = draw();
    drawn.set(key, png);
  }
  return png;
}

/** A banner for a post or a resource: gradient, gears and a title in capitals. */
export const postImage = (title: readonly string[], subtitle: string | undefined, variant: number): Buffer =>
  drawOnce(['post', title, subtitle, variant], () => drawPostImage(title, subtitle, variant));

function drawPostImage(title: readonly string[], subtitle: string | undefined, variant: number): Buffer {
  const theme = themeOf(variant);
  const canvas = createCanvas(BANNER.width, BANNER.height, theme.stops[0]!);
  linearGradient(canvas, theme.stops, theme.angle);
  gear(canvas, 335, 70, 92, 12, theme.ink, 0.1, variant * 0.3);
  gear(canvas, 250, 36, 34, 8, theme.accent, 0.9, variant * 0.7);
  gear(canvas, 392, 190, 46, 9, theme.accent, 0.55, variant * 0.2);
  for (let i = 0; i < 5; i += 1) circle(canvas, 30 + i * 16, 30, 4, theme.accent, 0.8 - i * 0.12);
  roundedRect(canvas, -8, BANNER.height - 12, BANNER.width + 16, 24, 0, theme.accent);
  caption(canvas, theme, title, subtitle, BANNER.width - 48);
  return encodePng(canvas);
}

/** A banner for an event: gradient, a stylised 6x6 field with alliance tiles, and the event's name. */
export const eventImage = (title: readonly string[], subtitle: string | undefined, variant: number): Buffer =>
  drawOnce(['event', title, subtitle, variant], () => drawEventImage(title, subtitle, variant));

function drawEventImage(title: readonly string[], subtitle: string | undefined, variant: number): Buffer {
  const theme = themeOf(variant);
  const canvas = createCanvas(BANNER.width, BANNER.height, theme.stops[0]!);
  linearGradient(canvas, theme.stops, theme.angle);
  const tile = 22;
  const gap = 4;
  const x0 = BANNER.width - 6 * (tile + gap) - 18;
  const y0 = 24;
  roundedRect(canvas, x0 - 8, y0 - 8, 6 * (tile + gap) + 12, 6 * (tile + gap) + 12, 10, theme.ink, 0.12);
  for (let row = 0; row < 6; row += 1) {
    for (let col = 0; col < 6; col += 1) {
      const special = (row + col + variant) % 7;
      const color = special === 0 ? PALETTE.red : special === 3 ? PALETTE.blue : theme.ink;
      const alpha = special === 0 || special === 3 ? 0.85 : 0.18;
      roundedRect(canvas, x0 + col * (tile + gap), y0 + row * (tile + gap), tile, tile, 4, color, alpha);
    }
  }
  gear(canvas, 40, 46, 26, 8, theme.accent, 0.95, variant * 0.5);
  roundedRect(canvas, -8, BANNER.height - 12, BANNER.width + 16, 24, 0, theme.accent);
  caption(canvas, theme, title, subtitle, x0 - 40);
  return encodePng(canvas);
}

const initialsOf = (name: string): string =>
  name
    .split(/\s+/)
    .filter((w) => /^[\p{Lu}\d]/u.test(w))
    .slice(0, 2)
    .map((w) => w[0]!)
    .join('');

/** A sponsor's logo: a coloured tile with its initials and name. */
export const sponsorLogo = (name: string, color: Rgb): Buffer => drawOnce(['logo', name, color], () => drawSponsorLogo(name, color));

function drawSponsorLogo(name: string, color: Rgb): Buffer {
  const canvas = createCanvas(LOGO.width, LOGO.height, PALETTE.white);
  linearGradient(canvas, [color, mix(color, PALETTE.navy, 0.45)], 60);
  circle(canvas, 200, 24, 46, PALETTE.white, 0.1);
  const initials = initialsOf(name);
  const scale = 6;
  text(canvas, initials, Math.round((LOGO.width - textWidth(initials, scale)) / 2), 16, scale, PALETTE.white);
  const nameScale = fitScale([name], LOGO.width - 20, 2);
  text(canvas, name, Math.round((LOGO.width - textWidth(name, nameScale)) / 2), 16 + 7 * scale + 18, nameScale, PALETTE.white, 0.92);
  return encodePng(canvas);
}
