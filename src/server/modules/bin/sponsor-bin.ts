// A sponsor in the bin: its row and the events it supports (event_sponsors); its logo is held by bin_files.
// Restored, it supports again the events that still exist, and its team season only if that still exists.
import type { SponsorRow } from '../../db/types';
import { existingIds, type Binner, type Row } from './bin-types';

export const sponsorBin: Binner = {
  action: 'sponsors:write',
  scheduled: false,
  async capture(trx, id) {
    const sponsors = await trx.selectFrom('sponsors').selectAll().where('id', '=', id).execute();
    const sponsor = sponsors[0];
    if (!sponsor) return undefined;
    const event_sponsors = await trx.selectFrom('event_sponsors').selectAll().where('sponsor_id', '=', id).execute();
    return { title: sponsor.name, snapshot: { sponsors, event_sponsors }, files: sponsor.logo_id ? [sponsor.logo_id] : [] };
  },
  async remove(trx, id) {
    await trx.deleteFrom('sponsors').where('id', '=', id).execute();
  },
  async restore(trx, snapshot) {
    const sponsor = snapshot.sponsors![0] as SponsorRow;
    const idTaken = !!(await trx.selectFrom('sponsors').select('id').where('id', '=', sponsor.id).executeTakeFirst());
    const { id: _id, ...values } = sponsor;
    const teamSeasonLeft = sponsor.team_season_id !== null && (await existingIds(trx, 'team_registrations', [sponsor.team_season_id])).size > 0;
    const eventLeft = sponsor.event_id !== null && (await existingIds(trx, 'events', [sponsor.event_id])).size > 0;
    const { id } = await trx
      .insertInto('sponsors')
      .values({ ...values, team_season_id: teamSeasonLeft ? sponsor.team_season_id : null, event_id: eventLeft ? sponsor.event_id : null, ...(idTaken ? {} : { id: sponsor.id }) })
      .returning('id')
      .executeTakeFirstOrThrow();
    // Events deleted (or binned) meanwhile are left out.
    const links = (snapshot.event_sponsors ?? []) as Row[];
    const left = await existingIds(trx, 'events', links.map((r) => r.event_id as number));
    const kept = links.filter((r) => left.has(r.event_id as number));
    if (kept.length) await trx.insertInto('event_sponsors').values(kept.map((r) => ({ event_id: r.event_id as number, sponsor_id: id, created_at: r.created_at as string }))).execute();
    return id;
  },
};
