// The partners of /about/sponsors by tier (spec 01 §2: PLATINUM 1, GOLD 1, SILVER 5). The spec gives no partner
// list, so these are placeholders with generic names and example.com sites: replace them with the real partners.
export const SPONSOR_TIERS = ['PLATINUM', 'GOLD', 'SILVER'] as const;
export type SponsorTier = (typeof SPONSOR_TIERS)[number];

export type LogoMark = 'circle' | 'square' | 'triangle' | 'hexagon' | 'diamond';

export interface Partner {
  name: string;
  tier: SponsorTier;
  link: string;
  mark: LogoMark;
  color: string;
}

const partner = (name: string, tier: SponsorTier, mark: LogoMark, color: string): Partner => ({
  name,
  tier,
  mark,
  color,
  link: `https://${name.toLowerCase().replace(/\s+/g, '-')}.example.com`,
});

export const PARTNERS: readonly Partner[] = [
  partner('Partener Platinum', 'PLATINUM', 'hexagon', '#0066b3'),
  partner('Partener Gold', 'GOLD', 'diamond', '#c98f1f'),
  partner('Partener Silver 1', 'SILVER', 'circle', '#1f8a4c'),
  partner('Partener Silver 2', 'SILVER', 'square', '#6b4fbb'),
  partner('Partener Silver 3', 'SILVER', 'triangle', '#d6312b'),
  partner('Partener Silver 4', 'SILVER', 'hexagon', '#0b1f3a'),
  partner('Partener Silver 5', 'SILVER', 'diamond', '#c85a0a'),
];
