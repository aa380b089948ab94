// Hero of the contact page: an open envelope with a letter and a paper plane on a dashed flight path.
// Decorative: hidden from screen readers, fixed viewBox and size.
export function EnvelopeIllustration() {
  return (
    <svg width={400} height={300} viewBox="0 0 400 300" aria-hidden="true" focusable="false">
      <circle cx="200" cy="160" r="118" fill="rgb(255 255 255 / 6%)" />
      <path d="M96 130 L200 60 L304 130 V250 H96Z" fill="#15325c" stroke="#5b8fd1" strokeWidth="3" strokeLinejoin="round" />
      <rect x="124" y="88" width="152" height="120" rx="8" fill="#f5f7fa" />
      <rect x="144" y="110" width="80" height="10" rx="5" fill="#f57e25" />
      <rect x="144" y="132" width="112" height="8" rx="4" fill="#c9d1dc" />
      <rect x="144" y="150" width="100" height="8" rx="4" fill="#c9d1dc" />
      <rect x="144" y="168" width="90" height="8" rx="4" fill="#c9d1dc" />
      <path d="M96 130 L200 200 L304 130 V250 H96Z" fill="#1d4577" stroke="#5b8fd1" strokeWidth="3" strokeLinejoin="round" />
      <path d="M96 250 L176 186 M304 250 L224 186" stroke="#5b8fd1" strokeWidth="3" />
      <circle cx="200" cy="208" r="16" fill="#f57e25" />
      <path d="M193 208 l5 5 9 -10" stroke="#0b1f3a" strokeWidth="3" fill="none" strokeLinecap="round" strokeLinejoin="round" />
      <path d="M40 96 C80 40 150 30 200 36" stroke="#f57e25" strokeWidth="2.5" strokeDasharray="6 8" fill="none" />
      <g transform="translate(300 30) rotate(12)">
        <path d="M0 20 L64 0 L40 48 L30 30Z" fill="#ffc857" />
        <path d="M30 30 L64 0 L22 34Z" fill="#e0a935" />
      </g>
    </svg>
  );
}
