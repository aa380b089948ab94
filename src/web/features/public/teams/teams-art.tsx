// Self-made illustrations for the teams pages (decorative: the headings say what the page is).

/** A stylised outline of Romania (Danube to the south, the Delta and the Black Sea coast to the east). */
export const ROMANIA_OUTLINE =
  'M28 150 L46 128 L62 96 L92 62 L104 40 L140 36 L176 22 L214 18 L248 24 L270 30 L296 50 L314 78 L330 108 ' +
  'L338 140 L344 170 L352 186 L376 184 L394 196 L384 212 L370 214 L366 236 L360 262 L334 256 L302 252 ' +
  'L272 262 L246 268 L212 272 L182 274 L150 266 L124 258 L104 250 L94 232 L78 212 L64 200 L44 178 Z';

/** Pins on the map: roughly where the demo regions' big cities are (Cluj, Iași, Timișoara, București...). */
const PINS = [
  [132, 106],
  [262, 76],
  [66, 160],
  [236, 236],
  [184, 150],
  [312, 214],
  [146, 216],
  [226, 110],
] as const;

export function RomaniaMapArt() {
  return (
    <svg viewBox="0 0 420 300" width={420} height={300} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="ro-land" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#1f4f8a" />
          <stop offset="1" stopColor="#0066b3" />
        </linearGradient>
      </defs>
      <path d={ROMANIA_OUTLINE} fill="url(#ro-land)" stroke="#ffffff" strokeOpacity="0.8" strokeWidth="3" strokeLinejoin="round" />
      <path d="M104 250 Q160 282 246 268 Q300 258 352 262" fill="none" stroke="#7fb7e6" strokeWidth="4" strokeLinecap="round" opacity="0.8" />
      {PINS.map(([x, y], i) => (
        <g key={`${x}-${y}`} transform={`translate(${x} ${y})`}>
          <circle r="12" fill="#f57e25" opacity="0.25" />
          <path d="M0 6 C-7 -2 -9 -6 -9 -10 A9 9 0 0 1 9 -10 C9 -6 7 -2 0 6 Z" fill={i % 3 === 0 ? '#ffffff' : '#f57e25'} />
          <circle cy="-10" r="3.5" fill="#0b1f3a" />
        </g>
      ))}
    </svg>
  );
}

/** A friendly competition robot holding a flag: the team pages' hero art. */
export function TeamRobotArt() {
  return (
    <svg viewBox="0 0 400 300" width={400} height={300} aria-hidden="true" focusable="false">
      <circle cx="200" cy="150" r="130" fill="#ffffff" opacity="0.06" />
      <rect x="70" y="244" width="260" height="14" rx="7" fill="#ffffff" opacity="0.15" />
      <rect x="128" y="142" width="144" height="92" rx="14" fill="#f57e25" />
      <rect x="146" y="160" width="108" height="20" rx="6" fill="#0b1f3a" />
      <circle cx="170" cy="170" r="5" fill="#7fb7e6" />
      <circle cx="230" cy="170" r="5" fill="#7fb7e6" />
      <rect x="146" y="194" width="48" height="24" rx="6" fill="#ffffff" opacity="0.9" />
      <rect x="206" y="194" width="48" height="24" rx="6" fill="#ffffff" opacity="0.55" />
      {[146, 254].map((cx) => (
        <g key={cx}>
          <circle cx={cx} cy="240" r="20" fill="#0b1f3a" stroke="#ffffff" strokeWidth="4" />
          <circle cx={cx} cy="240" r="6" fill="#ffffff" />
        </g>
      ))}
      <rect x="190" y="92" width="20" height="52" rx="6" fill="#c9d1dc" />
      <rect x="166" y="68" width="68" height="36" rx="10" fill="#ffffff" />
      <circle cx="186" cy="86" r="7" fill="#0b1f3a" />
      <circle cx="214" cy="86" r="7" fill="#0b1f3a" />
      <path d="M272 160 L312 120" stroke="#c9d1dc" strokeWidth="12" strokeLinecap="round" />
      <path d="M312 120 L312 40" stroke="#ffffff" strokeWidth="5" strokeLinecap="round" />
      <path d="M312 42 L362 56 L312 72 Z" fill="#f57e25" />
      <path d="M128 170 L92 204" stroke="#c9d1dc" strokeWidth="12" strokeLinecap="round" />
      <path d="M86 196 L80 214 L98 212" stroke="#ffffff" strokeWidth="5" fill="none" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
