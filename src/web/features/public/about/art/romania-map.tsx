// Hero of the association page: Romania's outline with the programme's competition cities linked like a circuit.
// Decorative: hidden from screen readers, fixed viewBox and size.
const OUTLINE =
  'M121 46L142 44L178 46L203 49L239 33L254 30L275 54L297 80L308 101L311 126L308 152L311 173L329 186L365 189L364 209L337 220L328 243L325 264L301 252L279 246L236 254L211 269L182 266L149 261L121 259L112 241L106 222L88 220L67 209L67 189L41 173L27 150L49 134L63 106L77 75L92 59Z';

const CITIES = [
  { x: 236, y: 229, main: true },
  { x: 146, y: 107 },
  { x: 60, y: 160 },
  { x: 290, y: 87 },
  { x: 327, y: 242 },
  { x: 192, y: 206 },
  { x: 218, y: 165 },
  { x: 153, y: 234 },
];

export function RomaniaMapIllustration() {
  const hub = CITIES[0]!;
  return (
    <svg width={400} height={300} viewBox="0 0 400 300" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="ab-ro-fill" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#1d4577" />
          <stop offset="1" stopColor="#15325c" />
        </linearGradient>
      </defs>
      <path d={OUTLINE} fill="url(#ab-ro-fill)" stroke="#5b8fd1" strokeWidth="3" strokeLinejoin="round" />
      {CITIES.slice(1).map((city) => (
        <path key={`l${city.x}`} d={`M${hub.x} ${hub.y}L${city.x} ${city.y}`} stroke="#f57e25" strokeWidth="2" strokeDasharray="5 6" opacity="0.8" />
      ))}
      {CITIES.map((city) => (
        <g key={`c${city.x}`} transform={`translate(${city.x} ${city.y})`}>
          <circle r={city.main ? 13 : 9} fill="#0b1f3a" stroke={city.main ? '#f57e25' : '#ffc857'} strokeWidth="3" />
          <circle r={city.main ? 5 : 3.5} fill={city.main ? '#f57e25' : '#ffc857'} />
        </g>
      ))}
      <g transform="translate(340 60)">
        {[0, 60, 120].map((angle) => (
          <rect key={angle} x="-5" y="-24" width="10" height="48" rx="3" fill="#f57e25" transform={`rotate(${angle})`} />
        ))}
        <circle r="16" fill="#f57e25" />
        <circle r="6" fill="#0b1f3a" />
      </g>
      <g transform="translate(48 258)">
        {[0, 60, 120].map((angle) => (
          <rect key={angle} x="-3.5" y="-16" width="7" height="32" rx="2" fill="#5b8fd1" transform={`rotate(${angle})`} />
        ))}
        <circle r="11" fill="#5b8fd1" />
        <circle r="4" fill="#0b1f3a" />
      </g>
    </svg>
  );
}
