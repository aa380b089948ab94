// The frame of a carousel illustration: a 1600 x 800 (2:1) SVG with a vertical gradient background, saved as a file
// (home-art-files.tsx) and shown as a decorative <img>.
import type { ReactNode } from 'react';

export const SCENE = { width: 1600, height: 800 } as const;

/** Drawn as an <img> (home-art-files.tsx), an SVG sees none of the page's fonts: Inter where it is installed, else the
 * Arial-metric faces the page's own fallback uses, else the system's sans-serif. */
export const SVG_FONTS = "Inter, 'Inter Variable', Arial, Helvetica, 'Liberation Sans', Arimo, sans-serif";

export function Scene({ id, from, to, children }: { id: string; from: string; to: string; children: ReactNode }) {
  const bg = `${id}-bg`;
  return (
    <svg xmlns="http://www.w3.org/2000/svg" width={SCENE.width} height={SCENE.height} viewBox={`0 0 ${SCENE.width} ${SCENE.height}`} preserveAspectRatio="xMidYMid slice" fontFamily={SVG_FONTS}>
      <defs>
        <linearGradient id={bg} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={from} />
          <stop offset="1" stopColor={to} />
        </linearGradient>
      </defs>
      <rect width={SCENE.width} height={SCENE.height} fill={`url(#${bg})`} />
      {children}
    </svg>
  );
}

/** Soft cones of light from the ceiling. */
export function Spotlights({ xs, opacity = 0.12 }: { xs: readonly number[]; opacity?: number }) {
  return (
    <g fill="#FFFFFF" opacity={opacity}>
      {xs.map((x) => (
        <polygon key={x} points={`${x - 20} 0 ${x + 20} 0 ${x + 220} 800 ${x - 220} 800`} />
      ))}
    </g>
  );
}

/** A deterministic value in [0, 1) for a seed. */
function random(seed: number): number {
  const v = Math.sin(seed * 12.9898) * 43758.5453;
  return v - Math.floor(v);
}

/** Confetti pieces scattered over an area, placed deterministically. */
export function Confetti({ count, colors }: { count: number; colors: readonly string[] }) {
  return (
    <g>
      {Array.from({ length: count }, (_, i) => {
        // A fixed pseudo-random scatter (the same picture on every render).
        const x = Math.round(random(i * 2 + 1) * 1580);
        const y = Math.round(random(i * 2 + 2) * 440);
        return <rect key={i} x={x} y={y} width="14" height="26" rx="3" fill={colors[i % colors.length]} transform={`rotate(${(i * 47) % 180} ${x + 7} ${y + 13})`} opacity="0.9" />;
      })}
    </g>
  );
}
