// The teams module as other modules see it: its services (teams.service.ts, event-teams.service.ts...) and these
// queries and writes, which the FTC sync, the results and the users run inside their own transactions.
export { addEventTeam, removeEventTeam } from './event-teams.repository';
export { findRegionByName, insertRegion } from './regions.repository';
export { findTeam, findTeamByNumber, insertTeam, allTeamRows, seasonRegistrations, updateTeam } from './teams.repository';
