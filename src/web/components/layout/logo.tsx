// Self-made wordmark: a gear in FTC orange beside the programme's name.
// decorative: inside a link that carries the name (its visible words first, WCAG 2.5.3), the picture is hidden.
export function Logo({ compact = false, decorative = false }: { compact?: boolean; decorative?: boolean }) {
  const a11y = decorative ? ({ 'aria-hidden': true, focusable: false } as const) : ({ role: 'img', 'aria-label': 'FIRST Tech Challenge Romania' } as const);
  return (
    <svg width={compact ? 40 : 196} height="40" viewBox={compact ? '0 0 40 40' : '0 0 196 40'} {...a11y}>
      <g transform="translate(20 20)" fill="#F57E25">
        {Array.from({ length: 8 }, (_, i) => (
          <rect key={i} x="-3.5" y="-19" width="7" height="9" rx="1.5" transform={`rotate(${i * 45})`} />
        ))}
        <circle r="13" />
        <circle r="6" fill="#0B1F3A" />
      </g>
      {!compact && (
        <g fill="currentColor" fontFamily="Inter Variable, system-ui, sans-serif">
          <text x="48" y="18" fontSize="15" fontWeight="800" letterSpacing="0.04em">
            FTC ROMANIA
          </text>
          <text x="48" y="34" fontSize="10.5" fontWeight="500" opacity="0.8">
            FIRST Tech Challenge
          </text>
        </g>
      )}
    </svg>
  );
}
