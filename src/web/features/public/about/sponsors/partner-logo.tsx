// A self-made wordmark tile for a partner: a coloured mark and the partner's name, drawn at a fixed size per tier
// (always 2:1, the ratio of the drawing).
import type { LogoMark, Partner, SponsorTier } from './sponsors-content';

const SIZES: Record<SponsorTier, { width: number; height: number }> = {
  PLATINUM: { width: 320, height: 160 },
  GOLD: { width: 280, height: 140 },
  SILVER: { width: 220, height: 110 },
};

function Mark({ mark, color }: { mark: LogoMark; color: string }) {
  switch (mark) {
    case 'circle':
      return <circle cx="20" cy="20" r="18" fill={color} />;
    case 'square':
      return <rect x="3" y="3" width="34" height="34" rx="8" fill={color} />;
    case 'triangle':
      return <path d="M20 2 L38 36 H2Z" fill={color} />;
    case 'hexagon':
      return <path d="M20 1 L37 10.5 V29.5 L20 39 L3 29.5 V10.5Z" fill={color} />;
    case 'diamond':
      return <path d="M20 1 L39 20 L20 39 L1 20Z" fill={color} />;
  }
}

export function PartnerLogo({ partner }: { partner: Partner }) {
  const { width, height } = SIZES[partner.tier];
  const [first = '', ...rest] = partner.name.split(' ');
  return (
    // Drawn inside a link that names the partner (its visible text first): the picture adds no second name (WCAG 2.5.3).
    <svg width={width} height={height} viewBox="0 0 220 110" aria-hidden="true" focusable="false">
      <rect width="220" height="110" rx="10" fill="#fff" />
      <g transform="translate(18 35)">
        <Mark mark={partner.mark} color={partner.color} />
        <circle cx="20" cy="20" r="6" fill="#fff" />
      </g>
      <text x="70" y="52" fontSize="20" fontWeight="800" fill="#0b1f3a">
        {first}
      </text>
      <text x="70" y="76" fontSize="15" fontWeight="600" fill={partner.color} letterSpacing="0.5">
        {rest.join(' ')}
      </text>
    </svg>
  );
}
