// Hero of the results page: a championship trophy with two stars (the two world titles) and confetti.
// Decorative: hidden from screen readers, fixed viewBox and size.
const CONFETTI = [
  { x: 70, y: 60, c: '#f57e25', r: 20 },
  { x: 330, y: 50, c: '#ffc857', r: -30 },
  { x: 96, y: 200, c: '#5bd18f', r: 40 },
  { x: 318, y: 196, c: '#5b8fd1', r: -10 },
  { x: 44, y: 132, c: '#ffc857', r: 60 },
  { x: 356, y: 128, c: '#f57e25', r: 15 },
];

export function TrophyIllustration() {
  return (
    <svg width={400} height={300} viewBox="0 0 400 300" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="ab-cup" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffe08a" />
          <stop offset="1" stopColor="#e0a935" />
        </linearGradient>
      </defs>
      <circle cx="200" cy="140" r="120" fill="rgb(255 255 255 / 6%)" />
      <path d="M136 70 H104 C100 120 126 140 150 142" stroke="#e0a935" strokeWidth="10" fill="none" strokeLinecap="round" />
      <path d="M264 70 H296 C300 120 274 140 250 142" stroke="#e0a935" strokeWidth="10" fill="none" strokeLinecap="round" />
      <path d="M132 56 H268 V96 C268 146 236 174 200 176 C164 174 132 146 132 96Z" fill="url(#ab-cup)" />
      <path d="M150 68 V100 C150 128 164 146 180 154" stroke="#fff" strokeOpacity="0.6" strokeWidth="8" strokeLinecap="round" fill="none" />
      <rect x="186" y="174" width="28" height="34" fill="#e0a935" />
      <rect x="150" y="206" width="100" height="18" rx="4" fill="#ffc857" />
      <rect x="132" y="222" width="136" height="36" rx="6" fill="#15325c" stroke="#5b8fd1" strokeWidth="2" />
      <text x="200" y="247" textAnchor="middle" fontSize="16" fontWeight="800" fill="#ffc857">
        2022 · 2024
      </text>
      {[172, 228].map((x) => (
        <path key={x} transform={`translate(${x} 106)`} d="M0 -16l5 10 11 2-8 8 2 11-10-5-10 5 2-11-8-8 11-2z" fill="#f57e25" />
      ))}
      {CONFETTI.map((p) => (
        <rect key={`${p.x}-${p.y}`} x={p.x} y={p.y} width="14" height="6" rx="2" fill={p.c} transform={`rotate(${p.r} ${p.x} ${p.y})`} />
      ))}
    </svg>
  );
}
