// A small picture for a list row or card; an image that fails to load stays in place, greyed out (dash-thumb--broken).
import { useState } from 'react';

interface ThumbImageProps {
  src: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
}

export function ThumbImage({ src, alt, width, height, className = '' }: ThumbImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const broken = failedSrc === src;
  return (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
      className={`dash-thumb ${broken ? 'dash-thumb--broken' : ''} ${className}`.trim()}
      data-broken={broken || undefined}
      title={broken ? 'The image could not be loaded' : undefined}
      onError={() => setFailedSrc(src)}
    />
  );
}
