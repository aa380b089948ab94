// Hero of the volunteer page: a volunteer badge on a lanyard, a referee flag and a clipboard with a checklist.
// Decorative: hidden from screen readers, fixed viewBox and size. The badge's word is in the page's language.
export function VolunteerIllustration({ badge }: { badge: string }) {
  return (
    <svg width={400} height={300} viewBox="0 0 400 300" aria-hidden="true" focusable="false">
      <circle cx="200" cy="150" r="124" fill="rgb(255 255 255 / 6%)" />
      <path d="M150 20 L196 120 M250 20 L204 120" stroke="#f57e25" strokeWidth="10" strokeLinecap="round" />
      <rect x="140" y="112" width="120" height="150" rx="14" fill="#f5f7fa" />
      <rect x="184" y="104" width="32" height="20" rx="6" fill="#c9d1dc" />
      <rect x="140" y="140" width="120" height="34" fill="#f57e25" />
      <text x="200" y="164" textAnchor="middle" fontSize="17" fontWeight="800" fill="#0b1f3a" letterSpacing="1">
        {badge}
      </text>
      <circle cx="200" cy="206" r="20" fill="#0066b3" />
      <path d="M174 250 C174 228 226 228 226 250Z" fill="#0066b3" />
      <g transform="translate(292 120)">
        <rect x="0" y="0" width="72" height="96" rx="8" fill="#15325c" stroke="#5b8fd1" strokeWidth="2" />
        <rect x="22" y="-8" width="28" height="16" rx="4" fill="#c9d1dc" />
        {[24, 48, 72].map((y) => (
          <g key={y}>
            <path d={`M12 ${y} l5 5 9 -10`} stroke="#5bd18f" strokeWidth="3" fill="none" strokeLinecap="round" strokeLinejoin="round" />
            <rect x="32" y={y - 4} width="30" height="6" rx="3" fill="#5b8fd1" />
          </g>
        ))}
      </g>
      <g transform="translate(52 110)">
        <path d="M8 0 V150" stroke="#c9d1dc" strokeWidth="6" strokeLinecap="round" />
        <path d="M11 4 H70 L58 26 L70 48 H11Z" fill="#ffc857" />
      </g>
    </svg>
  );
}
