// Hero illustration of /concursuri: a trophy on a podium, a calendar page and flags. Decorative.
export function TrophyIllustration() {
  return (
    <svg width={400} height={300} viewBox="0 0 400 300" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="ct-gold" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffd98a" />
          <stop offset="1" stopColor="#f57e25" />
        </linearGradient>
      </defs>
      <circle cx="190" cy="140" r="120" fill="rgb(255 255 255 / 6%)" />
      <rect x="90" y="226" width="70" height="44" rx="4" fill="#15325c" stroke="#5b8fd1" strokeWidth="2" />
      <rect x="160" y="200" width="80" height="70" rx="4" fill="#1d4274" stroke="#5b8fd1" strokeWidth="2" />
      <rect x="240" y="240" width="70" height="30" rx="4" fill="#15325c" stroke="#5b8fd1" strokeWidth="2" />
      <text x="200" y="246" textAnchor="middle" fontSize="30" fontWeight="800" fill="#f5f7fa">1</text>
      <text x="125" y="256" textAnchor="middle" fontSize="22" fontWeight="800" fill="#c9d1dc">2</text>
      <text x="275" y="262" textAnchor="middle" fontSize="18" fontWeight="800" fill="#c9d1dc">3</text>
      <g>
        <path d="M160 70h80v30a40 40 0 0 1-80 0z" fill="url(#ct-gold)" />
        <path d="M160 80h-18a18 18 0 0 0 22 26M240 80h18a18 18 0 0 1-22 26" stroke="#f57e25" strokeWidth="6" fill="none" />
        <rect x="192" y="138" width="16" height="30" fill="#f57e25" />
        <rect x="174" y="166" width="52" height="14" rx="3" fill="#ffc857" />
        <rect x="166" y="180" width="68" height="20" rx="3" fill="#0b1f3a" stroke="#ffc857" strokeWidth="2" />
        <path d="M176 80c0 18 6 30 16 36" stroke="#fff" strokeOpacity="0.6" strokeWidth="5" strokeLinecap="round" fill="none" />
      </g>
      <g transform="translate(300 60)">
        <rect width="72" height="76" rx="8" fill="#f5f7fa" />
        <rect width="72" height="20" rx="8" fill="#f57e25" />
        <rect y="12" width="72" height="8" fill="#f57e25" />
        {[0, 1, 2].map((row) =>
          [0, 1, 2, 3].map((col) => (
            <rect key={`${row}-${col}`} x={8 + col * 15} y={28 + row * 15} width="10" height="10" rx="2" fill={row === 1 && col === 2 ? '#0066b3' : '#c9d1dc'} />
          )),
        )}
      </g>
      <g transform="translate(40 70)">
        <line x1="0" y1="0" x2="0" y2="90" stroke="#c9d1dc" strokeWidth="3" />
        <path d="M0 2h42l-10 12 10 12H0z" fill="#0066b3" />
        <path d="M0 2h14v24H0z" fill="#ffc857" />
      </g>
      <path d="M120 40l4 9 10 1-7 7 2 10-9-5-9 5 2-10-7-7 10-1z" fill="#ffc857" />
      <path d="M270 170l3 6 7 1-5 5 1 7-6-3-6 3 1-7-5-5 7-1z" fill="#ffc857" opacity="0.8" />
    </svg>
  );
}
