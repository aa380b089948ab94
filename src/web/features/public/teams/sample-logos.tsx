// Self-made logos of the sample team's fictional local partners (/teams/00000). Each is an image whose text
// alternative is the partner's name; the two lines it writes come from the page's catalogue (messages/<locale>/
// team-sample.ts), so the logo reads in the page's language.
import type { ReactNode } from 'react';
import type { TeamSampleMessages } from '../../../../shared/messages/ro/team-sample';
import { LOGO_SIZE } from './team-partners';

type Partner = TeamSampleMessages['partners'][keyof TeamSampleMessages['partners']];

function Logo({ name, children }: { name: string; children: ReactNode }) {
  return (
    <svg viewBox="0 0 200 100" width={LOGO_SIZE.width} height={LOGO_SIZE.height} role="img" aria-label={name} focusable="false">
      <title>{name}</title>
      {children}
    </svg>
  );
}

const font = { fontFamily: 'inherit', fontWeight: 800 } as const;

export const SAMPLE_LOGOS: Record<keyof TeamSampleMessages['partners'], (partner: Partner) => ReactNode> = {
  workshop: ({ name, logo: [first, second] }) => (
    <Logo name={name}>
      <circle cx="40" cy="50" r="26" fill="#f57e25" />
      <circle cx="40" cy="50" r="10" fill="#ffffff" />
      <path d="M40 18v10M40 72v10M8 50h10M62 50h10M17 27l7 7M56 66l7 7M17 73l7-7M56 34l7-7" stroke="#f57e25" strokeWidth="8" strokeLinecap="round" />
      <text x="80" y="46" fontSize="20" fill="#0b1f3a" {...font}>
        {first}
      </text>
      <text x="80" y="68" fontSize="15" fill="#5a6473" {...font}>
        {second}
      </text>
    </Logo>
  ),
  print: ({ name, logo: [first, second] }) => (
    <Logo name={name}>
      <rect x="12" y="24" width="52" height="52" rx="10" fill="#0066b3" />
      <path d="M24 40h28M24 50h28M24 60h18" stroke="#ffffff" strokeWidth="5" strokeLinecap="round" />
      <text x="76" y="48" fontSize="19" fill="#0066b3" {...font}>
        {first}
      </text>
      <text x="76" y="70" fontSize="16" fill="#0b1f3a" {...font}>
        {second}
      </text>
    </Logo>
  ),
  cafe: ({ name, logo: [first, second] }) => (
    <Logo name={name}>
      <path d="M16 38h44v22a18 18 0 0 1-18 18h-8a18 18 0 0 1-18-18z" fill="#8c3b8f" />
      <path d="M60 44h6a8 8 0 0 1 0 16h-6" fill="none" stroke="#8c3b8f" strokeWidth="5" />
      <path d="M28 30c0-6 6-6 6-12M42 30c0-6 6-6 6-12" stroke="#c9d1dc" strokeWidth="4" strokeLinecap="round" fill="none" />
      <text x="82" y="48" fontSize="18" fill="#0b1f3a" {...font}>
        {first}
      </text>
      <text x="82" y="70" fontSize="16" fill="#8c3b8f" {...font}>
        {second}
      </text>
    </Logo>
  ),
  energy: ({ name, logo: [first, second] }) => (
    <Logo name={name}>
      <circle cx="40" cy="50" r="30" fill="#1f8a4c" />
      <path d="M44 26 30 54h12l-4 20 16-30H42z" fill="#ffffff" />
      <text x="80" y="48" fontSize="20" fill="#1f8a4c" {...font}>
        {first}
      </text>
      <text x="80" y="70" fontSize="16" fill="#0b1f3a" {...font}>
        {second}
      </text>
    </Logo>
  ),
};
