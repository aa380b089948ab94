// Small insert helpers shared by the built-in and demo parts.
import type { EventCategory } from '../../src/shared/constants';
import { DEFAULT_ORGANIZER } from '../../src/shared/constants';
import { plainRichText, richTextColumns } from '../../src/shared/rich-text/stored';
import type { SeedContext } from './context';
import { eventImage } from './images';
import { slug } from './pdf';

/** Real coordinates of the Romanian cities the seed uses (city centres). */
export const CITIES = {
  București: [44.4268, 26.1025],
  'Piatra Neamț': [46.9275, 26.3709],
  Pitești: [44.8565, 24.8692],
  Timișoara: [45.7489, 21.2087],
  'Cluj-Napoca': [46.7712, 23.6236],
  Iași: [47.1585, 27.6014],
  Craiova: [44.3302, 23.7949],
  Brașov: [45.6579, 25.6012],
} as const satisfies Record<string, readonly [number, number]>;
export type City = keyof typeof CITIES;

export const OFFICIAL_EVENTS_LINK = 'https://ftc-events.firstinspires.org/';

export interface EventSeed {
  title: string;
  shortDescription: string;
  description: string;
  location: string;
  address?: string;
  /** A city whose coordinates are stored; none leaves latitude and longitude empty. */
  coordinatesOf?: City;
  dateStart: string;
  dateEnd: string;
  category: EventCategory;
  ftcEventCode?: string;
  applicationsDeadline?: string;
  brochureLink?: string;
  tags?: string[];
  /** Banner text; none leaves the event without an image (the site then shows its default picture). */
  image?: { title: string[]; subtitle?: string; variant: number };
}

/** Inserts an event (with its generated banner) and returns its id. A code some event already has is left out. */
export async function insertEvent(ctx: SeedContext, seasonId: number, seed: EventSeed): Promise<number> {
  let code = seed.ftcEventCode ?? null;
  if (code && (await ctx.trx.selectFrom('events').select('id').where('ftc_event_code', '=', code).executeTakeFirst())) code = null;
  const imageId = seed.image
    ? await ctx.storeFile({
        name: `${slug(seed.title)}.png`,
        bytes: eventImage(seed.image.title, seed.image.subtitle, seed.image.variant),
        mime: 'image/png',
        entityType: 'event_image',
      })
    : null;
  const coordinates = seed.coordinatesOf ? CITIES[seed.coordinatesOf] : null;
  const row = await ctx.trx
    .insertInto('events')
    .values({
      title: seed.title,
      short_description: seed.shortDescription,
      ...richTextColumns(plainRichText(seed.description)),
      location: seed.location,
      address: seed.address ?? null,
      latitude: coordinates?.[0] ?? null,
      longitude: coordinates?.[1] ?? null,
      organizer: DEFAULT_ORGANIZER,
      date_start: seed.dateStart,
      date_end: seed.dateEnd,
      link: OFFICIAL_EVENTS_LINK,
      brochure_link: seed.brochureLink ?? null,
      category: seed.category,
      ftc_event_code: code,
      applications_deadline: seed.applicationsDeadline ?? null,
      tags: JSON.stringify(seed.tags ?? []),
      season_id: seasonId,
      image_id: imageId,
      created_at: ctx.nowIso,
      updated_at: ctx.nowIso,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
