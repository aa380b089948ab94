// Hero of the FIRST Global page: a globe with meridians, linked pins for the international alliances and a leaf for
// the 2025 'Eco Equilibrium' theme. Decorative: hidden from screen readers, fixed viewBox and size.
const PINS = [
  { x: 150, y: 110, color: '#f57e25' },
  { x: 236, y: 92, color: '#ffc857' },
  { x: 262, y: 178, color: '#5bd18f' },
  { x: 168, y: 196, color: '#f57e25' },
  { x: 206, y: 148, color: '#ffc857' },
];

export function GlobeIllustration() {
  return (
    <svg width={400} height={300} viewBox="0 0 400 300" aria-hidden="true" focusable="false">
      <defs>
        <radialGradient id="ab-globe" cx="0.35" cy="0.3" r="0.8">
          <stop offset="0" stopColor="#2a5d9c" />
          <stop offset="1" stopColor="#0b1f3a" />
        </radialGradient>
      </defs>
      <ellipse cx="200" cy="150" rx="176" ry="44" fill="none" stroke="#f57e25" strokeWidth="2" strokeDasharray="4 8" transform="rotate(-14 200 150)" />
      <circle cx="200" cy="150" r="112" fill="url(#ab-globe)" stroke="#5b8fd1" strokeWidth="3" />
      <g fill="none" stroke="#5b8fd1" strokeOpacity="0.55" strokeWidth="1.5">
        <ellipse cx="200" cy="150" rx="48" ry="112" />
        <ellipse cx="200" cy="150" rx="88" ry="112" />
        <path d="M200 38V262M88 150H312M100 100H300M100 200H300" />
      </g>
      <path d="M132 92 q26 -16 50 -4 q8 20 -12 30 q-20 2 -26 20 q-18 -6 -18 -26z" fill="#1f8a4c" opacity="0.85" />
      <path d="M226 176 q24 -10 42 6 q-2 22 -26 28 q-20 -8 -16 -34z" fill="#1f8a4c" opacity="0.85" />
      <path d="M236 72 q20 -2 32 14 q-12 10 -30 4z" fill="#1f8a4c" opacity="0.85" />
      <path d="M150 110L206 148L236 92M206 148L262 178M206 148L168 196" fill="none" stroke="#fff" strokeOpacity="0.7" strokeWidth="2" />
      {PINS.map((pin) => (
        <g key={`${pin.x}-${pin.y}`}>
          <circle cx={pin.x} cy={pin.y} r="9" fill={pin.color} stroke="#0b1f3a" strokeWidth="3" />
        </g>
      ))}
      <g transform="translate(332 236) rotate(-30)">
        <path d="M0 0 C-26 -18 -26 -52 0 -68 C26 -52 26 -18 0 0Z" fill="#5bd18f" />
        <path d="M0 -4 V-60" stroke="#1f8a4c" strokeWidth="3" strokeLinecap="round" />
      </g>
      <g transform="translate(58 62)">
        {[0, 60, 120].map((angle) => (
          <rect key={angle} x="-4" y="-20" width="8" height="40" rx="2" fill="#f57e25" transform={`rotate(${angle})`} />
        ))}
        <circle r="14" fill="#f57e25" />
        <circle r="5" fill="#0b1f3a" />
      </g>
    </svg>
  );
}
