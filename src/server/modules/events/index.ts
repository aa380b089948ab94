// The events module as other modules see it: its service (events.service.ts) and these queries and writes, which
// the FTC sync and the results run inside their own transactions.
export { eventIdsByCode, findEventInSeason, insertEvent, updateEvent } from './events.repository';
