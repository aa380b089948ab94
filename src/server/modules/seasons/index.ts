// The seasons module as other modules see it: its service (seasons.service.ts) and these queries, which they
// run inside their own reads and transactions.
export { currentSeasonRow, ftcYearsOf, previousSeasonRow } from './seasons.repository';
