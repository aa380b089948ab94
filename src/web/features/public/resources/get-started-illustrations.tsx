// Hero illustration of the get-started page: a team robot on a competition field tile. Decorative.
export function TeamRobotIllustration() {
  return (
    <svg width={400} height={300} viewBox="0 0 400 300" aria-hidden="true" focusable="false">
      <path d="M40 250 L200 200 L360 250 L200 300Z" fill="#15325c" stroke="#5b8fd1" strokeWidth="2" />
      <path d="M120 225 L280 275 M280 225 L120 275" stroke="#5b8fd1" strokeWidth="1.5" opacity="0.6" />
      <g>
        <rect x="140" y="150" width="120" height="80" rx="12" fill="#f5f7fa" />
        <rect x="150" y="160" width="100" height="26" rx="6" fill="#0b1f3a" />
        <circle cx="178" cy="173" r="7" fill="#ffc857" />
        <circle cx="222" cy="173" r="7" fill="#ffc857" />
        <rect x="160" y="198" width="80" height="10" rx="5" fill="#f57e25" />
        <circle cx="160" cy="234" r="16" fill="#0b1f3a" stroke="#c9d1dc" strokeWidth="4" />
        <circle cx="240" cy="234" r="16" fill="#0b1f3a" stroke="#c9d1dc" strokeWidth="4" />
        <rect x="192" y="96" width="16" height="56" rx="4" fill="#c9d1dc" />
        <path d="M208 104 L262 78" stroke="#c9d1dc" strokeWidth="12" strokeLinecap="round" />
        <path d="M262 78 l16 -14 M262 78 l20 4" stroke="#f57e25" strokeWidth="6" strokeLinecap="round" />
        <circle cx="200" cy="96" r="10" fill="#f57e25" />
      </g>
      <g transform="translate(292 40)">
        <rect x="-14" y="-14" width="28" height="28" rx="4" fill="#ffc857" transform="rotate(15)" />
      </g>
      <g fill="#0066b3" opacity="0.9">
        <circle cx="86" cy="88" r="22" />
        <circle cx="86" cy="88" r="9" fill="#15325c" />
      </g>
      {[0, 60, 120, 180, 240, 300].map((angle) => (
        <rect key={angle} x="81" y="58" width="10" height="12" rx="2" fill="#0066b3" transform={`rotate(${angle} 86 88)`} />
      ))}
      <path d="M330 150h18M339 141v18M60 180h14M67 173v14" stroke="#f57e25" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
