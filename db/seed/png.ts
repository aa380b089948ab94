// A tiny RGBA canvas with anti-aliased shapes and a PNG encoder (node:zlib only), so the seed can make its own
// images instead of shipping photographs.
import { crc32, deflateSync } from 'node:zlib';
import { glyphOf, GLYPH_WIDTH, printable } from './font';

export type Rgb = readonly [number, number, number];

export interface Canvas {
  width: number;
  height: number;
  /** RGBA, row by row. */
  pixels: Uint8Array;
}

/** A shape as a signed distance: negative inside, positive outside, in pixels. */
export type Sdf = (x: number, y: number) => number;

export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export const hex = (value: string): Rgb => {
  const n = Number.parseInt(value.replace('#', ''), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
};

export const mix = (a: Rgb, b: Rgb, t: number): Rgb => [
  Math.round(a[0] + (b[0] - a[0]) * t),
  Math.round(a[1] + (b[1] - a[1]) * t),
  Math.round(a[2] + (b[2] - a[2]) * t),
];

export function createCanvas(width: number, height: number, fill: Rgb): Canvas {
  const pixels = new Uint8Array(width * height * 4);
  for (let i = 0; i < pixels.length; i += 4) {
    pixels[i] = fill[0];
    pixels[i + 1] = fill[1];
    pixels[i + 2] = fill[2];
    pixels[i + 3] = 255;
  }
  return { width, height, pixels };
}

function blend(canvas: Canvas, x: number, y: number, color: Rgb, alpha: number) {
  if (alpha <= 0 || x < 0 || y < 0 || x >= canvas.width || y >= canvas.height) return;
  const i = (y * canvas.width + x) * 4;
  const p = canvas.pixels;
  const a = Math.min(1, alpha);
  p[i] = Math.round(p[i]! + (color[0] - p[i]!) * a);
  p[i + 1] = Math.round(p[i + 1]! + (color[1] - p[i + 1]!) * a);
  p[i + 2] = Math.round(p[i + 2]! + (color[2] - p[i + 2]!) * a);
}

/** Paints the whole canvas with a linear gradient through evenly spaced stops, along an angle in degrees. */
export function linearGradient(canvas: Canvas, stops: readonly Rgb[], angleDeg: number) {
  const rad = (angleDeg * Math.PI) / 180;
  const dx = Math.cos(rad);
  const dy = Math.sin(rad);
  const corners = [0, canvas.width * dx, canvas.height * dy, canvas.width * dx + canvas.height * dy];
  const min = Math.min(...corners);
  const span = Math.max(...corners) - min || 1;
  for (let y = 0; y < canvas.height; y += 1) {
    for (let x = 0; x < canvas.width; x += 1) {
      const t = ((x * dx + y * dy - min) / span) * (stops.length - 1);
      const k = Math.min(stops.length - 2, Math.floor(t));
      blend(canvas, x, y, mix(stops[k]!, stops[k + 1]!, t - k), 1);
    }
  }
}

/** Fills a shape inside a bounding box; the edge is anti-aliased over one pixel. */
export function fill(canvas: Canvas, sdf: Sdf, box: Box, color: Rgb, alpha = 1) {
  const x0 = Math.max(0, Math.floor(box.x0));
  const y0 = Math.max(0, Math.floor(box.y0));
  const x1 = Math.min(canvas.width - 1, Math.ceil(box.x1));
  const y1 = Math.min(canvas.height - 1, Math.ceil(box.y1));
  for (let y = y0; y <= y1; y += 1) {
    for (let x = x0; x <= x1; x += 1) {
      const coverage = Math.max(0, Math.min(1, 0.5 - sdf(x + 0.5, y + 0.5)));
      if (coverage > 0) blend(canvas, x, y, color, coverage * alpha);
    }
  }
}

export function circle(canvas: Canvas, cx: number, cy: number, r: number, color: Rgb, alpha = 1) {
  fill(canvas, (x, y) => Math.hypot(x - cx, y - cy) - r, { x0: cx - r - 1, y0: cy - r - 1, x1: cx + r + 1, y1: cy + r + 1 }, color, alpha);
}

export function roundedRect(canvas: Canvas, x: number, y: number, w: number, h: number, r: number, color: Rgb, alpha = 1) {
  const cx = x + w / 2;
  const cy = y + h / 2;
  const sdf: Sdf = (px, py) => {
    const qx = Math.abs(px - cx) - (w / 2 - r);
    const qy = Math.abs(py - cy) - (h / 2 - r);
    return Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - r;
  };
  fill(canvas, sdf, { x0: x - 1, y0: y - 1, x1: x + w + 1, y1: y + h + 1 }, color, alpha);
}

/** A gear: a ring with rounded teeth and a hole, the programme's favourite shape. */
export function gear(canvas: Canvas, cx: number, cy: number, r: number, teeth: number, color: Rgb, alpha = 1, rotation = 0) {
  const depth = r * 0.16;
  const hole = r * 0.42;
  const sdf: Sdf = (x, y) => {
    const d = Math.hypot(x - cx, y - cy);
    const theta = Math.atan2(y - cy, x - cx) + rotation;
    const tooth = Math.max(-1, Math.min(1, Math.cos(teeth * theta) * 3));
    const outer = d - (r - depth / 2 + (depth / 2) * tooth);
    return Math.max(outer, hole - d);
  };
  const reach = r + depth;
  fill(canvas, sdf, { x0: cx - reach, y0: cy - reach, x1: cx + reach, y1: cy + reach }, color, alpha);
}

/** Removes diacritics and keeps what the bitmap font can draw. */

export const textWidth = (text: string, scale: number): number => {
  const n = printable(text).length;
  return n === 0 ? 0 : (n * (GLYPH_WIDTH + 1) - 1) * scale;
};

/** Draws text with the 5x7 bitmap font, each font pixel a scale x scale square. */
export function text(canvas: Canvas, value: string, x: number, y: number, scale: number, color: Rgb, alpha = 1) {
  let cursor = x;
  for (const ch of printable(value)) {
    const { rows, top } = glyphOf(ch);
    for (let row = 0; row < rows.length; row += 1) {
      for (let col = 0; col < GLYPH_WIDTH; col += 1) {
        if (rows[row]![col] !== '#') continue;
        for (let sy = 0; sy < scale; sy += 1) {
          for (let sx = 0; sx < scale; sx += 1) blend(canvas, cursor + col * scale + sx, y + (top + row) * scale + sy, color, alpha);
        }
      }
    }
    cursor += (GLYPH_WIDTH + 1) * scale;
  }
}

/** The largest scale (up to max) at which every line fits the width. */
export function fitScale(lines: readonly string[], width: number, max: number): number {
  for (let scale = max; scale > 1; scale -= 1) {
    if (lines.every((line) => textWidth(line, scale) <= width)) return scale;
  }
  return 1;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/** PNG, 8-bit RGBA, each row with the "Up" filter (smooth gradients compress well with it). */
export function encodePng(canvas: Canvas): Buffer {
  const { width, height, pixels } = canvas;
  const stride = width * 4;
  const raw = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const out = y * (stride + 1);
    raw[out] = 2;
    for (let i = 0; i < stride; i += 1) {
      const up = y === 0 ? 0 : pixels[(y - 1) * stride + i]!;
      raw[out + 1 + i] = (pixels[y * stride + i]! - up) & 0xff;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
