// A valid event, as the create form sends it and as a row inserted straight into the database, for tests that need one.
import type { z } from 'zod';
import { DEFAULT_ORGANIZER } from '../../src/shared/constants';
import type { eventCreateRequest } from '../../src/shared/schemas/events';

const EVENT = {
  title: 'Regionala Est',
  shortDescription: 'Etapa regională Est',
  description: 'Etapa regională de la Piatra Neamț a sezonului INTO THE DEEP.',
  location: 'Piatra Neamț',
  organizer: DEFAULT_ORGANIZER,
  dateStart: '2025-01-17T08:00:00.000Z',
  dateEnd: '2025-01-19T16:00:00.000Z',
  link: 'https://ftcromania.ro/events',
};

/** The fields of a valid create/update form (all strings, as multipart sends them). */
export const eventFields = (seasonId: number, over: Record<string, string> = {}): Record<string, string> => ({
  ...EVENT,
  category: 'FTC',
  seasonId: String(seasonId),
  ...over,
});

/** The same event as the tRPC create call takes it: typed by the call's own schema, so a misspelt field fails the typecheck. */
export const eventInput = (seasonId: number, over: Partial<z.input<typeof eventCreateRequest>> = {}): z.input<typeof eventCreateRequest> => ({
  ...EVENT,
  category: 'FTC',
  seasonId,
  ...over,
});

/** The columns of a valid `events` row, for inserting fixtures without going through the API. */
export const eventRow = (seasonId: number, over: { title?: string; ftc_event_code?: string } = {}) => ({
  title: 'Regionala Sud',
  short_description: 'Etapa regională',
  description: 'O etapă regională a sezonului curent.',
  location: 'Pitești',
  organizer: DEFAULT_ORGANIZER,
  date_start: '2025-02-07T08:00:00.000Z',
  date_end: '2025-02-09T16:00:00.000Z',
  link: 'https://ftcromania.ro',
  category: 'FTC',
  season_id: seasonId,
  ...over,
});
