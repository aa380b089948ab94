// Hero of the FIRST and FTC page: an FTC-style robot on a tiled competition field, with a game element and gears.
// Decorative: hidden from screen readers, fixed viewBox and size.
export function RobotFieldIllustration() {
  const tiles = Array.from({ length: 6 }, (_, i) => i);
  return (
    <svg width={400} height={300} viewBox="0 0 400 300" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="ab-rf-body" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffb067" />
          <stop offset="1" stopColor="#f57e25" />
        </linearGradient>
      </defs>
      <path d="M40 250 L200 200 L360 250 L200 300Z" fill="#15325c" stroke="#5b8fd1" strokeWidth="2" />
      {tiles.map((i) => (
        <path key={`a${i}`} d={`M${40 + i * 26.7} ${250 - i * 8.3} L${200 + i * 26.7} ${300 - i * 8.3}`} stroke="#5b8fd1" strokeOpacity="0.45" />
      ))}
      {tiles.map((i) => (
        <path key={`b${i}`} d={`M${200 - i * 26.7} ${200 + i * 8.3} L${360 - i * 26.7} ${250 + i * 8.3}`} stroke="#5b8fd1" strokeOpacity="0.45" />
      ))}
      <path d="M290 226 l14 -4 l14 4 l-14 4z" fill="#ffc857" />
      <path d="M290 226 v14 l14 4 v-14z" fill="#e0a935" />
      <path d="M318 226 v14 l-14 4 v-14z" fill="#c98f1f" />
      <g transform="translate(136 136)">
        <rect x="6" y="92" width="30" height="30" rx="15" fill="#0b1f3a" stroke="#c9d1dc" strokeWidth="4" />
        <rect x="84" y="92" width="30" height="30" rx="15" fill="#0b1f3a" stroke="#c9d1dc" strokeWidth="4" />
        <rect x="0" y="48" width="120" height="56" rx="10" fill="url(#ab-rf-body)" />
        <rect x="14" y="60" width="44" height="10" rx="5" fill="#0b1f3a" opacity="0.35" />
        <rect x="24" y="10" width="72" height="44" rx="10" fill="#f5f7fa" />
        <circle cx="46" cy="32" r="8" fill="#0066b3" />
        <circle cx="74" cy="32" r="8" fill="#0066b3" />
        <circle cx="48" cy="30" r="3" fill="#fff" />
        <circle cx="76" cy="30" r="3" fill="#fff" />
        <path d="M60 10 V-8" stroke="#f5f7fa" strokeWidth="4" />
        <circle cx="60" cy="-12" r="6" fill="#ffc857" />
        <path d="M120 66 L150 46 L170 60" stroke="#c9d1dc" strokeWidth="8" strokeLinecap="round" fill="none" />
        <path d="M166 52 l12 0 M166 68 l12 0" stroke="#c9d1dc" strokeWidth="5" strokeLinecap="round" />
        <text x="60" y="88" textAnchor="middle" fontSize="14" fontWeight="800" fill="#0b1f3a">
          FTC
        </text>
      </g>
      <g transform="translate(66 80)">
        {[0, 45, 90, 135].map((angle) => (
          <rect key={angle} x="-6" y="-30" width="12" height="60" rx="3" fill="#5b8fd1" transform={`rotate(${angle})`} />
        ))}
        <circle r="22" fill="#5b8fd1" />
        <circle r="8" fill="#0b1f3a" />
      </g>
      <g transform="translate(336 66)">
        {[0, 60, 120].map((angle) => (
          <rect key={angle} x="-4" y="-20" width="8" height="40" rx="2" fill="#f57e25" transform={`rotate(${angle})`} />
        ))}
        <circle r="14" fill="#f57e25" />
        <circle r="5" fill="#0b1f3a" />
      </g>
    </svg>
  );
}
