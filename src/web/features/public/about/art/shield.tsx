// Hero of the values page: a shield with a heart, sheltering two young people. Decorative: hidden from screen
// readers, fixed viewBox and size.
const PEOPLE = [
  { x: 92, y: 208, color: '#ffc857' },
  { x: 308, y: 208, color: '#5bd18f' },
];

export function ShieldIllustration() {
  return (
    <svg width={400} height={300} viewBox="0 0 400 300" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="ab-shield" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#1d4577" />
          <stop offset="1" stopColor="#0b1f3a" />
        </linearGradient>
        <linearGradient id="ab-heart" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffb067" />
          <stop offset="1" stopColor="#f57e25" />
        </linearGradient>
      </defs>
      <circle cx="200" cy="140" r="124" fill="rgb(255 255 255 / 6%)" />
      <path d="M200 28 L292 62 V138 C292 190 254 224 200 244 C146 224 108 190 108 138 V62Z" fill="url(#ab-shield)" stroke="#5b8fd1" strokeWidth="4" strokeLinejoin="round" />
      <path d="M200 44 L276 72 V138 C276 180 246 208 200 226Z" fill="rgb(255 255 255 / 6%)" />
      <path d="M200 178 C150 146 160 102 184 102 C194 102 200 110 200 118 C200 110 206 102 216 102 C240 102 250 146 200 178Z" fill="url(#ab-heart)" />
      <path d="M180 112 C172 116 170 126 172 134" stroke="#fff" strokeOpacity="0.7" strokeWidth="5" strokeLinecap="round" fill="none" />
      {PEOPLE.map((p) => (
        <g key={p.x} transform={`translate(${p.x} ${p.y})`}>
          <circle cy="-30" r="14" fill={p.color} />
          <path d="M-22 20 C-22 -6 22 -6 22 20Z" fill={p.color} />
        </g>
      ))}
      <path d="M56 96l6 12 13 2-9 9 2 13-12-6-12 6 2-13-9-9 13-2z" fill="#ffc857" opacity="0.9" />
      <path d="M336 70h20M346 60v20" stroke="#f57e25" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}
