// An event in the bin: its row, its participating teams, its sponsors' links and the images of its description.
// FIRST's results for it (ftc_* tables) are not kept: the next results sync fills them again (decision 198).
import { AppError } from '../../../shared/errors';
import { EVENT_MESSAGES } from '../../../shared/schemas/events';
import type { EventRow } from '../../db/types';
import { existingIds, type Binner, type Row, type Trx } from './bin-types';

export const BIN_SEASON_GONE = 'This event cannot be restored: its season no longer exists.';
export const BIN_CODE_TAKEN = `This event cannot be restored: ${EVENT_MESSAGES.codeTaken.charAt(0).toLowerCase()}${EVENT_MESSAGES.codeTaken.slice(1)}`;

const rowsOf = async (trx: Trx, id: number) => ({
  events: await trx.selectFrom('events').selectAll().where('id', '=', id).execute(),
  event_teams: await trx.selectFrom('event_teams').selectAll().where('event_id', '=', id).execute(),
  event_sponsors: await trx.selectFrom('event_sponsors').selectAll().where('event_id', '=', id).execute(),
  // The library's sponsors that named this event as theirs (the link is set to null with the event).
  sponsors: await trx.selectFrom('sponsors').select('id').where('event_id', '=', id).execute(),
  rich_text_images: await trx.selectFrom('rich_text_images').selectAll().where('event_id', '=', id).execute(),
});

export const eventBin: Binner = {
  action: 'events:write',
  scheduled: true,
  async capture(trx, id) {
    const rows = await rowsOf(trx, id);
    const event = rows.events[0];
    if (!event) return undefined;
    const files = [event.image_id, ...rows.rich_text_images.map((r) => r.file_id)].filter((f): f is number => f !== null);
    return { title: event.title, snapshot: rows, files };
  },
  async remove(trx, id) {
    await trx.deleteFrom('events').where('id', '=', id).execute();
  },
  async restore(trx, snapshot) {
    const event = snapshot.events![0] as EventRow;
    // Its season is required: gone, the event cannot come back (a season with events cannot be deleted, one whose
    // events are all in the bin can).
    if (!(await trx.selectFrom('seasons').select('id').where('id', '=', event.season_id).executeTakeFirst())) throw new AppError('CONFLICT', BIN_SEASON_GONE);
    if (event.ftc_event_code) {
      const other = await trx.selectFrom('events').select('id').where('season_id', '=', event.season_id).where((eb) => eb(eb.fn('lower', ['ftc_event_code']), '=', event.ftc_event_code!.toLowerCase())).executeTakeFirst();
      if (other) throw new AppError('CONFLICT', BIN_CODE_TAKEN);
    }
    const idTaken = !!(await trx.selectFrom('events').select('id').where('id', '=', event.id).executeTakeFirst());
    const { id: _id, ...values } = event;
    const { id } = await trx.insertInto('events').values({ ...values, ...(idTaken ? {} : { id: event.id }) }).returning('id').executeTakeFirstOrThrow();
    // Teams and sponsors deleted meanwhile are left out; the rest of the event comes back.
    const teams = (snapshot.event_teams ?? []) as Row[];
    const teamsLeft = await existingIds(trx, 'teams', teams.map((r) => r.team_id as number));
    const links = (snapshot.event_sponsors ?? []) as Row[];
    const sponsorIds = ((snapshot.sponsors ?? []) as Row[]).map((r) => r.id as number);
    const sponsorsLeft = await existingIds(trx, 'sponsors', [...links.map((r) => r.sponsor_id as number), ...sponsorIds]);
    const keptTeams = teams.filter((r) => teamsLeft.has(r.team_id as number));
    if (keptTeams.length) await trx.insertInto('event_teams').values(keptTeams.map((r) => ({ event_id: id, team_id: r.team_id as number, created_at: r.created_at as string }))).execute();
    const keptLinks = links.filter((r) => sponsorsLeft.has(r.sponsor_id as number));
    if (keptLinks.length) await trx.insertInto('event_sponsors').values(keptLinks.map((r) => ({ event_id: id, sponsor_id: r.sponsor_id as number, created_at: r.created_at as string }))).execute();
    const own = sponsorIds.filter((s) => sponsorsLeft.has(s));
    if (own.length) await trx.updateTable('sponsors').set({ event_id: id }).where('id', 'in', own).where('event_id', 'is', null).execute();
    const images = (snapshot.rich_text_images ?? []) as Row[];
    if (images.length) await trx.insertInto('rich_text_images').values(images.map((r) => ({ file_id: r.file_id as number, home_post_id: null, event_id: id }))).execute();
    return id;
  },
};
