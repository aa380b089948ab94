// The teams calls (spec 01 §7 Teams): GET /api/teams/all answers { success, data } (the list is in `data`, not
// `message`); GET /api/teams/{teamNumber} answers the team detail in `message`.
import type { TeamDetail, TeamListItem } from '../../../../shared/schemas/teams';
import { apiRaw, apiRequest, ApiError } from '../../../lib/api';

export async function loadTeams(signal: AbortSignal): Promise<TeamListItem[]> {
  const body = await apiRaw<{ success?: boolean; data?: unknown }>('/teams/all', signal);
  if (body?.success === false) throw new ApiError('The teams list was refused', 500);
  return Array.isArray(body?.data) ? (body.data as TeamListItem[]) : [];
}

export const loadTeam = (teamNumber: string, signal: AbortSignal) => apiRequest<TeamDetail>(`/teams/${encodeURIComponent(teamNumber)}`, { signal });
