// The picture of an event that has none (spec 01 §7: "the fallback is a local default event image"): a competition
// field seen from above with two robots, in the FTC palette. Same 400x240 frame as the events' own banners.
import { useId } from 'react';

export const EVENT_IMAGE = { width: 400, height: 240 } as const;

export function DefaultEventImage({ label, className }: { label?: string; className?: string }) {
  // Ids unique per copy: a gradient defined inside a collapsed (display: none) section would not paint elsewhere.
  const id = `event-art${useId().replace(/[^\w-]/g, '')}`;
  const sky = `${id}-sky`;
  const glow = `${id}-glow`;
  return (
    <svg
      className={className}
      width={EVENT_IMAGE.width}
      height={EVENT_IMAGE.height}
      viewBox="0 0 400 240"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
      preserveAspectRatio="xMidYMid slice"
    >
      <defs>
        <linearGradient id={sky} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#0b1f3a" />
          <stop offset="1" stopColor="#15325c" />
        </linearGradient>
        <radialGradient id={glow} cx="0.85" cy="0.15" r="0.6">
          <stop offset="0" stopColor="#f57e25" stopOpacity="0.45" />
          <stop offset="1" stopColor="#f57e25" stopOpacity="0" />
        </radialGradient>
      </defs>
      <rect width="400" height="240" fill={`url(#${sky})`} />
      <rect width="400" height="240" fill={`url(#${glow})`} />
      {/* The field: grey tiles with the red and blue alliance corners. */}
      <g transform="translate(120 28)">
        <rect width="184" height="184" rx="10" fill="#eceff4" opacity="0.14" />
        {Array.from({ length: 36 }, (_, i) => (
          <rect key={i} x={4 + (i % 6) * 30} y={4 + Math.floor(i / 6) * 30} width="26" height="26" rx="3" fill="#c9d1dc" opacity="0.22" />
        ))}
        <path d="M4 4h56L4 60z" fill="#e0433a" opacity="0.8" />
        <path d="M180 180h-56l56-56z" fill="#0066b3" opacity="0.9" />
        <rect x="80" y="80" width="24" height="24" rx="4" fill="none" stroke="#f57e25" strokeWidth="3" />
        {/* Robot one */}
        <g transform="translate(36 104)">
          <rect width="40" height="40" rx="6" fill="#f57e25" />
          <rect x="6" y="6" width="28" height="14" rx="3" fill="#0b1f3a" />
          <circle cx="13" cy="13" r="3" fill="#fff" />
          <circle cx="27" cy="13" r="3" fill="#fff" />
          <rect x="-4" y="26" width="6" height="12" rx="2" fill="#fff" />
          <rect x="38" y="26" width="6" height="12" rx="2" fill="#fff" />
        </g>
        {/* Robot two */}
        <g transform="translate(110 30)">
          <rect width="36" height="36" rx="6" fill="#0066b3" />
          <rect x="5" y="5" width="26" height="12" rx="3" fill="#0b1f3a" />
          <circle cx="12" cy="11" r="2.5" fill="#fff" />
          <circle cx="24" cy="11" r="2.5" fill="#fff" />
          <path d="M18 36v8" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
        </g>
      </g>
      {/* A gear on each side. */}
      <g fill="none" stroke="#f57e25" strokeWidth="6" opacity="0.7">
        <circle cx="52" cy="62" r="22" strokeDasharray="8 6" />
        <circle cx="52" cy="62" r="9" />
      </g>
      <g fill="none" stroke="#ffffff" strokeWidth="5" opacity="0.35">
        <circle cx="350" cy="182" r="28" strokeDasharray="9 7" />
        <circle cx="350" cy="182" r="11" />
      </g>
      <rect x="-8" y="228" width="416" height="24" fill="#f57e25" />
    </svg>
  );
}
