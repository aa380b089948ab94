// Self-made illustrations of the contribute pages. Decorative: hidden from screen readers, fixed viewBox and size.

const COINS = [
  { x: 70, y: 70, r: 16 },
  { x: 96, y: 228, r: 12 },
  { x: 336, y: 70, r: 13 },
];

/** Hero of /contribute: a gear with a heart, a small robot and floating coins. */
export function HeartGearIllustration() {
  const teeth = Array.from({ length: 12 }, (_, i) => i * 30);
  return (
    <svg width={400} height={300} viewBox="0 0 400 300" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="cg-heart" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffb067" />
          <stop offset="1" stopColor="#f57e25" />
        </linearGradient>
      </defs>
      <circle cx="200" cy="150" r="128" fill="rgb(255 255 255 / 6%)" />
      <g transform="translate(200 150)">
        {teeth.map((angle) => (
          <rect key={angle} x="-14" y="-112" width="28" height="30" rx="6" fill="#15325c" stroke="#5b8fd1" strokeWidth="2" transform={`rotate(${angle})`} />
        ))}
        <circle r="88" fill="#15325c" stroke="#5b8fd1" strokeWidth="2" />
        <circle r="70" fill="#0b1f3a" />
        <path d="M0 38 C-52 4 -44 -40 -16 -40 C-6 -40 0 -32 0 -24 C0 -32 6 -40 16 -40 C44 -40 52 4 0 38Z" fill="url(#cg-heart)" />
        <path d="M-24 -26 C-30 -24 -34 -16 -32 -8" stroke="#fff" strokeOpacity="0.7" strokeWidth="5" strokeLinecap="round" fill="none" />
      </g>
      <g transform="translate(300 196)">
        <rect x="0" y="20" width="64" height="52" rx="10" fill="#f5f7fa" />
        <rect x="8" y="0" width="48" height="28" rx="8" fill="#f5f7fa" />
        <circle cx="22" cy="14" r="5" fill="#0066b3" />
        <circle cx="42" cy="14" r="5" fill="#0066b3" />
        <rect x="14" y="36" width="36" height="8" rx="4" fill="#f57e25" />
        <line x1="32" y1="0" x2="32" y2="-12" stroke="#f5f7fa" strokeWidth="3" />
        <circle cx="32" cy="-14" r="4" fill="#f57e25" />
        <circle cx="12" cy="76" r="8" fill="#c9d1dc" />
        <circle cx="52" cy="76" r="8" fill="#c9d1dc" />
      </g>
      {COINS.map(({ x, y, r }) => (
        <g key={`${x}-${y}`}>
          <circle cx={x} cy={y} r={r} fill="#ffc857" stroke="#f57e25" strokeWidth="3" />
          <text x={x} y={y + r * 0.4} textAnchor="middle" fontSize={r * 1.1} fontWeight="800" fill="#0b1f3a">
            €
          </text>
        </g>
      ))}
      <path d="M52 150h24M64 138v24M348 130h16M356 122v16" stroke="#f57e25" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

/** Hero of /contribute/companies: an office building linked to a school by a bridge of gears. */
export function PartnershipIllustration() {
  return (
    <svg width={400} height={300} viewBox="0 0 400 300" aria-hidden="true" focusable="false">
      <rect x="20" y="250" width="360" height="6" rx="3" fill="rgb(255 255 255 / 25%)" />
      <g>
        <rect x="40" y="70" width="110" height="180" rx="8" fill="#15325c" stroke="#5b8fd1" strokeWidth="2" />
        {[0, 1, 2, 3, 4].map((row) =>
          [0, 1, 2].map((col) => <rect key={`${row}-${col}`} x={56 + col * 30} y={88 + row * 30} width="18" height="18" rx="3" fill={row === 1 && col === 1 ? '#f57e25' : '#5b8fd1'} opacity={0.9} />),
        )}
        <rect x="80" y="218" width="30" height="32" rx="3" fill="#0b1f3a" />
      </g>
      <g>
        <path d="M250 120 L310 84 L370 120Z" fill="#f57e25" />
        <rect x="258" y="120" width="104" height="130" rx="4" fill="#f5f7fa" />
        <rect x="296" y="196" width="28" height="54" rx="3" fill="#0b1f3a" />
        <rect x="272" y="136" width="22" height="22" rx="3" fill="#0066b3" />
        <rect x="326" y="136" width="22" height="22" rx="3" fill="#0066b3" />
        <circle cx="310" cy="106" r="8" fill="#fff" />
        <path d="M310 100v6l4 3" stroke="#0b1f3a" strokeWidth="2" fill="none" strokeLinecap="round" />
      </g>
      <path d="M150 180 C190 140 220 140 258 180" stroke="#f57e25" strokeWidth="4" strokeDasharray="8 8" fill="none" />
      <g transform="translate(204 150)">
        {[0, 45, 90, 135].map((angle) => (
          <rect key={angle} x="-5" y="-26" width="10" height="52" rx="3" fill="#ffc857" transform={`rotate(${angle})`} />
        ))}
        <circle r="18" fill="#ffc857" />
        <circle r="7" fill="#0b1f3a" />
      </g>
      <path d="M190 60l6 12 13 2-9 9 2 13-12-6-12 6 2-13-9-9 13-2z" fill="#ffc857" opacity="0.9" />
    </svg>
  );
}
