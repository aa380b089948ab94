// A team request row (with its user and team) in the shape of teamRequestOutput.
import type { TeamRequestOutput } from '../../../shared/schemas/team-requests';
import type { TeamRequestWithUser } from './team-requests.repository';

export const toTeamRequestOutput = (row: TeamRequestWithUser): TeamRequestOutput => ({
  id: row.id,
  kind: row.kind,
  status: row.status,
  user: { id: row.user_id, name: row.user_name, email: row.user_email },
  teamId: row.team_id,
  teamNumber: row.linked_team_number ?? row.team_number,
  teamName: row.linked_team_name ?? row.team_name,
  school: row.school,
  city: row.city,
  mentorName: row.mentor_name,
  mentorEmail: row.mentor_email,
  mentorPhone: row.mentor_phone,
  declineReason: row.decline_reason,
  createdAt: row.created_at,
  decidedAt: row.decided_at,
});
