import type {
  ParticipatingTeam,
  RegistrationOutput,
  TeamListItem,
  TeamOutput,
  TeamSummary,
} from '../../../shared/schemas/teams';
import type { FileOutput } from '../../../shared/schemas/files';
import type { TeamRow } from '../../db/types';
import type { ParticipatingRow } from './event-teams.repository';
import type { RegistrationWithRegion, RegistrationWithTeam } from './teams.repository';

export const toTeamSummary = (row: TeamRow): TeamSummary => ({
  id: row.id,
  internationalNumber: row.team_number,
  name: row.name,
  city: row.city,
  school: row.school,
  rookieYear: row.rookie_year,
});

/** `files`: the logos by file id (fileOutputs); without it the team shows no logo. */
export const toTeamOutput = (row: TeamRow, files?: Map<number, FileOutput>): TeamOutput => ({
  ...toTeamSummary(row),
  motto: row.motto,
  about: row.about,
  website: row.website,
  facebook: row.facebook,
  instagram: row.instagram,
  linkedin: row.linkedin,
  email: row.email,
  otherLink: row.other_link,
  videoUrl: row.video_url,
  logo: row.logo_id === null ? null : (files?.get(row.logo_id) ?? null),
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

export const toRegistrationOutput = (row: RegistrationWithRegion): RegistrationOutput => ({
  id: row.id,
  teamId: row.team_id,
  seasonId: row.season_id,
  regionId: row.region_id,
  regionName: row.region_name,
  registrationStatus: row.registration_status,
  romanianNumber: row.romanian_number,
  createdAt: row.created_at,
});

/** The teams page's row: the registration, flattened the way the page reads it, with its team nested. */
export const toTeamListItem = (row: RegistrationWithTeam): TeamListItem => ({
  id: row.id,
  name: row.team_name,
  city: row.team_city,
  regionName: row.region_name,
  registrationStatus: row.registration_status,
  romanianNumber: row.romanian_number,
  seasonId: row.season_id,
  team: {
    id: row.team_id,
    internationalNumber: row.team_number,
    name: row.team_name,
    city: row.team_city,
    school: row.team_school,
    rookieYear: row.team_rookie_year,
  },
});

export const toParticipatingTeam = (row: ParticipatingRow): ParticipatingTeam => ({
  id: row.team_number,
  teamId: row.team_id,
  name: row.name,
  institution: row.school,
  city: row.city,
  region: row.region_name,
  // A team from abroad on the event's list (issue 22, point 4): no registration in the season, FIRST's country shown.
  ...(row.country && row.registration_id === null ? { country: row.country } : {}),
});
