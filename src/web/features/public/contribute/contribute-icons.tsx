// Badge icons of the contribute pages: a 56px navy-tinted disc with a two-colour line drawing. Decorative.
const ACCENT = '#f57e25';

const DRAWINGS = {
  card: (
    <>
      <rect x="12" y="18" width="32" height="22" rx="4" />
      <path d="M12 25h32M18 34h8" />
      <path d="M40 10c-3-3-7 0-4 4l4 4 4-4c3-4-1-7-4-4z" stroke={ACCENT} />
    </>
  ),
  building: (
    <>
      <path d="M14 44V14h18v30M32 22h10v22M10 44h36" />
      <path d="M19 20h3M24 20h3M19 27h3M24 27h3M19 34h3M24 34h3M36 29h2M36 35h2" stroke={ACCENT} />
    </>
  ),
  time: (
    <>
      <circle cx="28" cy="28" r="15" />
      <path d="M28 19v9l6 4" stroke={ACCENT} />
    </>
  ),
  steam: (
    <>
      <ellipse cx="28" cy="28" rx="16" ry="6" />
      <ellipse cx="28" cy="28" rx="16" ry="6" transform="rotate(60 28 28)" />
      <ellipse cx="28" cy="28" rx="16" ry="6" transform="rotate(120 28 28)" />
      <circle cx="28" cy="28" r="3" stroke={ACCENT} />
    </>
  ),
  equal: (
    <>
      <path d="M28 12v32M18 44h20M12 18h32" />
      <path d="M12 18l-5 11h10zM44 18l-5 11h10z" stroke={ACCENT} />
    </>
  ),
  school: (
    <>
      <path d="M10 24l18-10 18 10M14 24v18h28V24M10 42h36" />
      <path d="M24 42v-9h8v9M19 28h3M34 28h3" stroke={ACCENT} />
    </>
  ),
  community: (
    <>
      <circle cx="20" cy="20" r="5" />
      <circle cx="36" cy="20" r="5" />
      <path d="M10 40c0-6 4-10 10-10s10 4 10 10M26 40c0-6 4-10 10-10s10 4 10 10" />
      <path d="M28 13v-3M24 14l-2-2M32 14l2-2" stroke={ACCENT} />
    </>
  ),
  innovation: (
    <>
      <path d="M22 36c-4-3-6-7-6-11a12 12 0 0 1 24 0c0 4-2 8-6 11v4H22z" />
      <path d="M23 45h10M28 26l-3 5h6l-3 5" stroke={ACCENT} />
    </>
  ),
  bridge: (
    <>
      <path d="M8 38h40M12 38V24M44 38V24M12 24c8 10 24 10 32 0" />
      <path d="M20 30v8M28 32v6M36 30v8" stroke={ACCENT} />
    </>
  ),
} as const;

export type BadgeName = keyof typeof DRAWINGS;

export function BadgeIcon({ name }: { name: BadgeName }) {
  return (
    <svg width={56} height={56} viewBox="0 0 56 56" aria-hidden="true" focusable="false">
      <circle cx="28" cy="28" r="28" fill="#eaf2fb" />
      <g fill="none" stroke="#0b1f3a" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
        {DRAWINGS[name]}
      </g>
    </svg>
  );
}
