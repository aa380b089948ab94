// Demo sponsors (fictional companies, example.com addresses) with generated logos: event partners, including one
// event with seven so the six-partner limit and the '+N more' preview show, local partners of teams, and seven of
// them as the association's own partners by tier (so /about/sponsors shows its layout until the demo is removed).
import type { SponsorSize } from '../../src/shared/constants';
import type { SeedContext } from './context';
import type { DemoEventKey } from './demo-events';
import type { Registrations } from './demo-teams';
import { PALETTE, sponsorLogo } from './images';
import { slug } from './pdf';
import { hex, type Rgb } from './png';

interface SponsorSeed {
  name: string;
  legalName?: string;
  size: SponsorSize;
  color?: Rgb;
  /** No logo: the site shows the name instead. */
  noLogo?: boolean;
  noContact?: boolean;
  event?: DemoEventKey;
  /** Local partner of the team with this number (its current-season registration). */
  team?: number;
  /** One of the association's own partners on /about/sponsors (spec 01: PLATINUM 1, GOLD 1, SILVER 5), with its order. */
  tier?: readonly ['PLATINUM' | 'GOLD' | 'SILVER', number];
}

export const DEMO_SPONSORS: readonly SponsorSeed[] = [
  // Seven partners of the ongoing West tournament.
  { name: 'Carpatica Tech', legalName: 'Carpatica Technologies S.R.L.', size: 'Large (250+)', color: PALETTE.blue, event: 'west', tier: ['GOLD', 1] },
  { name: 'Danubius Energy', legalName: 'Danubius Energy S.A.', size: 'Enterprise', color: PALETTE.navy, event: 'west', tier: ['PLATINUM', 1] },
  { name: 'InovaSoft', size: 'Medium (51-250)', color: PALETTE.orange, event: 'west', tier: ['SILVER', 1] },
  { name: 'Voltaris', size: 'Startup', color: hex('#2E9E6B'), event: 'west', tier: ['SILVER', 2] },
  { name: 'MetalPro Industrial', legalName: 'MetalPro Industrial S.R.L.', size: 'Medium (51-250)', color: hex('#5B6B7F'), event: 'west' },
  { name: 'Bitwise Systems', size: 'Small (1-50 employees)', color: hex('#6A4CC3'), event: 'west', tier: ['SILVER', 3] },
  { name: 'Arcadia Logistic', legalName: 'Arcadia Logistic Grup S.R.L.', size: 'Large (250+)', color: hex('#C8412F'), event: 'west' },
  // Partners of other current-season events.
  { name: 'Someș Software', size: 'Small (1-50 employees)', color: hex('#0089A7'), event: 'north', tier: ['SILVER', 4] },
  { name: 'Napoca Automation', legalName: 'Napoca Automation S.R.L.', size: 'Medium (51-250)', color: PALETTE.navy, event: 'north', tier: ['SILVER', 5] },
  { name: 'Fundația Orizont Digital', size: 'Medium (51-250)', color: hex('#1F7A4D'), event: 'national' },
  { name: 'Quantum Print', size: 'Small (1-50 employees)', noLogo: true, noContact: true, event: 'national' },
  { name: 'EcoVolt Solutions', legalName: 'EcoVolt Solutions S.R.L.', size: 'Startup', color: hex('#3DAE49'), event: 'kickoff' },
  // Local partners of teams.
  { name: 'Atelierul de Prototipuri', legalName: 'Atelierul de Prototipuri Iași S.R.L.', size: 'Startup', color: PALETTE.orange, team: 13310 },
  { name: 'Tipografia Moldova', size: 'Small (1-50 employees)', color: hex('#8C3B8F'), team: 13310 },
  { name: 'Construcții Banat', legalName: 'Construcții Banat Grup S.R.L.', size: 'Medium (51-250)', color: hex('#5B6B7F'), team: 15033 },
  { name: 'Cafeneaua Robotică', size: 'Startup', noLogo: true, team: 12853 },
];

export async function seedSponsors(ctx: SeedContext, events: Partial<Record<DemoEventKey, number>>, registrations: Registrations): Promise<void> {
  for (const sponsor of DEMO_SPONSORS) {
    const eventId = sponsor.event ? (events[sponsor.event] ?? null) : null;
    const registrationId = sponsor.team !== undefined ? (registrations.get(sponsor.team) ?? null) : null;
    if ((sponsor.event && eventId === null) || (sponsor.team !== undefined && registrationId === null)) continue;
    const site = slug(sponsor.name);
    const logoId = sponsor.noLogo
      ? null
      : await ctx.storeFile({
          name: `logo-${site}.png`,
          bytes: sponsorLogo(sponsor.name, sponsor.color ?? PALETTE.blue),
          mime: 'image/png',
          entityType: 'sponsor_logo',
        });
    const row = await ctx.trx
      .insertInto('sponsors')
      .values({
        name: sponsor.name,
        size: sponsor.size,
        legal_name: sponsor.legalName ?? sponsor.name,
        email: sponsor.noContact ? null : `contact@${site}.example.com`,
        link: sponsor.noContact ? null : `https://${site}.example.com`,
        logo_id: logoId,
        team_season_id: registrationId,
        tier: sponsor.tier?.[0] ?? null,
        tier_order: sponsor.tier?.[1] ?? 0,
        created_at: ctx.nowIso,
        updated_at: ctx.nowIso,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (eventId !== null) await ctx.trx.insertInto('event_sponsors').values({ event_id: eventId, sponsor_id: row.id }).execute();
  }
}
