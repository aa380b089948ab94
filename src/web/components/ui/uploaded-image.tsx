// An uploaded image at the right size (issue 14): the server's AVIF and WebP variants through srcset/sizes (the browser
// picks the smallest that fills the box at its pixel density), the original as the fallback <img>, and width/height
// always set (the image's own when the server read it, else the box's) so the page reserves its space before it loads.
// `priority` marks the largest image above the fold: fetched first and at once; every other image loads lazily.
import type { CSSProperties } from 'react';
import type { ImageVariantOutput } from '../../../shared/schemas/files';
import styles from './uploaded-image.module.css';

/** What a page knows of an uploaded image (the API's file output, or the part of it a card keeps). */
export interface ImageFile {
  id: number;
  width?: number | null;
  height?: number | null;
  variants?: readonly ImageVariantOutput[];
}

export const originalUrl = (id: number) => `/api/files/public/${id}`;

/** `url 480w, url 960w` for one format, narrowest first; empty when the server made none. */
export function srcSetOf(variants: readonly ImageVariantOutput[] | undefined, format: ImageVariantOutput['format']): string {
  return (variants ?? [])
    .filter((v) => v.format === format)
    .sort((a, b) => a.width - b.width)
    .map((v) => `${v.path} ${v.width}w`)
    .join(', ');
}

/** A server-rendered image that failed before React hydrated it: its error event is gone, but it shows as broken. */
const failedBeforeHydration = (node: HTMLImageElement | null): boolean => !!node && node.complete && node.naturalWidth === 0 && !!node.currentSrc;

interface Props {
  file: ImageFile;
  alt: string;
  /** The rendered width at each breakpoint (the `sizes` attribute). */
  sizes: string;
  /** The box's own size when the image's is unknown (an image the server could not read). */
  box: { width: number; height: number };
  priority?: boolean;
  className?: string;
  style?: CSSProperties;
  onError?: () => void;
  /** Overrides the original's URL (tests, or an asset path). */
  src?: string;
}

export function UploadedImage({ file, alt, sizes, box, priority = false, className, style, onError, src }: Props) {
  const avif = srcSetOf(file.variants, 'avif');
  const webp = srcSetOf(file.variants, 'webp');
  const width = file.width ?? box.width;
  const height = file.height ?? box.height;
  const img = (
    <img
      className={className}
      style={style}
      src={src ?? originalUrl(file.id)}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? undefined : 'async'}
      onError={onError}
      ref={
        onError
          ? (node) => {
              if (failedBeforeHydration(node)) onError();
            }
          : undefined
      }
    />
  );
  if (!avif && !webp) return img;
  return (
    <picture className={styles.picture}>
      {avif && <source type="image/avif" srcSet={avif} sizes={sizes} />}
      {webp && <source type="image/webp" srcSet={webp} sizes={sizes} />}
      {img}
    </picture>
  );
}
