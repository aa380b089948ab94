// What the server asks of the image worker (image-worker.ts, a short-lived child process that holds sharp and
// libvips) and what it answers; the variants' sizes and formats, which both sides know.

/** The hidden command that makes the program (bundle or executable) run as the image worker. */
export const IMAGE_WORKER_COMMAND = '__image-worker';

/** The widths a page may ask for (phone, tablet / 2x phone, wide screen / 2x tablet). */
export const VARIANT_WIDTHS = [480, 960, 1600] as const;
export const VARIANT_FORMATS = ['avif', 'webp'] as const;
export type VariantFormat = (typeof VARIANT_FORMATS)[number];

/**
 * The largest image decoded (pixels): a 5 MB upload can still declare a huge canvas (a decompression bomb); 60 MP
 * holds a 50 MP phone photo. Beyond it the original is kept and served alone.
 */
export const LIMIT_INPUT_PIXELS = 60_000_000;

export interface ImageInfo {
  /** As shown (EXIF orientation applied). */
  width: number;
  height: number;
  /** More than one frame (an animated GIF or WebP): kept as it came, no still variants. */
  animated: boolean;
}

export interface VariantOutput {
  format: VariantFormat;
  width: number;
  /** Where to write the bytes (a temp path of the storage, committed by the server). */
  path: string;
}

export interface MadeVariant extends VariantOutput {
  height: number;
  size: number;
}

/** maxPixels: the decoded-pixel budget of this job (the uploader's: IMAGE_MAX_MEGAPIXELS or _TEAM), at most LIMIT_INPUT_PIXELS. */
export type ImageJob = { id: number; maxPixels: number } & ({ op: 'info'; file: string } | { op: 'variants'; file: string; outputs: VariantOutput[] });

export type ImageAnswer =
  /** The worker has sharp loaded and begins the job: the job's time limit counts from here. */
  | { id: number; started: true }
  | { id: number; ok: true; result: ImageInfo | MadeVariant[] }
  /** unavailable: sharp itself could not be loaded (not the image's fault); overBudget: the header declares more
   *  pixels than the job's budget (nothing was decoded). */
  | { id: number; ok: false; error: string; unavailable?: boolean; overBudget?: { width: number; height: number; maxPixels: number } };

/** The header declares more pixels than the budget allows; thrown before anything is decoded. */
export class OverPixelBudget extends Error {
  constructor(
    readonly width: number,
    readonly height: number,
    /** The budget it is over: the uploader's, as its turn gave it (imageTurn). */
    readonly maxPixels: number,
  ) {
    super(`the image is ${width}x${height} pixels, over its budget of ${maxPixels}`);
  }
}

/** The widths to make for an original this wide: the standard ones below it, and the original's own under 1600. */
export function variantWidths(originalWidth: number): number[] {
  const widths: number[] = VARIANT_WIDTHS.filter((w) => w < originalWidth);
  if (originalWidth < VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1]!) widths.push(originalWidth);
  return widths;
}
