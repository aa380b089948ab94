// Resized copies of an uploaded image (issue 14, "images the right size"): sharp (libvips) reads the original once
// per output and writes WebP and AVIF at a few widths, never wider than the original. It runs on libuv's thread pool
// (sharp is asynchronous), one image at a time and one libvips thread per image, so a burst of uploads on a small
// VPS neither blocks the event loop nor takes every core and a few hundred MB at once.
import type { Sharp, SharpOptions } from 'sharp';
import type SharpModule from 'sharp';

/** The widths a page may ask for (phone, tablet / 2x phone, wide screen / 2x tablet). */
export const VARIANT_WIDTHS = [480, 960, 1600] as const;
export const VARIANT_FORMATS = ['avif', 'webp'] as const;
export type VariantFormat = (typeof VARIANT_FORMATS)[number];

/**
 * The largest image decoded (pixels): a 5 MB upload can still declare a huge canvas (a decompression bomb); 60 MP
 * holds a 50 MP phone photo. Beyond it the original is kept and served alone.
 */
export const LIMIT_INPUT_PIXELS = 60_000_000;

type SharpFactory = typeof SharpModule;
let loading: Promise<SharpFactory> | undefined;

/** sharp, loaded on first use (its addon and libvips are large) and set for a small machine. */
export function loadSharp(): Promise<SharpFactory> {
  loading ??= import('sharp').then((module) => {
    const sharp = ((module as { default?: SharpFactory }).default ?? module) as SharpFactory;
    sharp.concurrency(1); // libvips threads per image
    sharp.cache(false); // each image is read once: nothing to gain from libvips' operation cache, only memory held
    return sharp;
  });
  // A failed load is tried again next time (a noexec temp folder fixed, say), not remembered.
  loading.catch(() => (loading = undefined));
  return loading;
}

// One image at a time, whoever asks (uploads, the start-up pass, check --fix).
let queue: Promise<unknown> = Promise.resolve();
function serially<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
}

export interface ImageInfo {
  /** As shown (EXIF orientation applied). */
  width: number;
  height: number;
  /** More than one frame (an animated GIF or WebP): kept as it came, no still variants. */
  animated: boolean;
}

export interface MadeVariant {
  format: VariantFormat;
  width: number;
  height: number;
  /** Where the bytes were written (a temp path of the storage, committed by the caller). */
  path: string;
  size: number;
}

const INPUT: SharpOptions = { limitInputPixels: LIMIT_INPUT_PIXELS, failOn: 'error', autoOrient: true };

/** Reads an image's size; throws when libvips cannot decode it (corrupt, truncated, over the pixel limit). */
export async function readImageInfo(file: string): Promise<ImageInfo> {
  const sharp = await loadSharp();
  const meta = await sharp(file, INPUT).metadata();
  const oriented = meta.autoOrient ?? meta;
  if (!oriented.width || !oriented.height) throw new Error('The image has no size.');
  // A metadata read only looks at the header: decode a tiny thumbnail too, so a corrupt body fails here.
  await sharp(file, INPUT).resize(8, 8, { fit: 'inside' }).raw().toBuffer();
  return { width: oriented.width, height: oriented.height, animated: (meta.pages ?? 1) > 1 };
}

/** The widths to make for an original this wide: the standard ones below it, and the original's own under 1600. */
export function variantWidths(originalWidth: number): number[] {
  const widths: number[] = VARIANT_WIDTHS.filter((w) => w < originalWidth);
  if (originalWidth < VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1]!) widths.push(originalWidth);
  return widths;
}

function encode(image: Sharp, format: VariantFormat): Sharp {
  // AVIF at effort 2: measured here at about 0.6 s for 1600 px wide from a 3000x2000 JPEG, against 4+ s at the
  // default effort 4, for files a few percent larger.
  return format === 'avif' ? image.avif({ quality: 55, effort: 2 }) : image.webp({ quality: 78, effort: 4 });
}

/**
 * Writes every variant of `file` (an image whose size is `info`) to paths from `tempPath`; answers them in order.
 * On a failure the files already written are left for the caller to discard (it knows their paths from `onWritten`).
 */
export function makeVariants(file: string, info: ImageInfo, tempPath: () => string, onWritten: (path: string) => void): Promise<MadeVariant[]> {
  return serially(async () => {
    const sharp = await loadSharp();
    const made: MadeVariant[] = [];
    for (const width of variantWidths(info.width)) {
      for (const format of VARIANT_FORMATS) {
        const path = tempPath();
        onWritten(path);
        const out = await encode(sharp(file, INPUT).resize({ width, withoutEnlargement: true }), format).toFile(path);
        made.push({ format, width: out.width, height: out.height, path, size: out.size });
      }
    }
    return made;
  });
}
