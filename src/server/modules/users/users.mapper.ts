import type { UserOutput } from '../../../shared/schemas/auth';
import type { ManagedUserOutput } from '../../../shared/schemas/users';
import type { UserWithTeam } from './users.repository';
import type { UserRow } from '../../db/types';

export const toUserOutput = (row: UserRow): UserOutput => ({
  id: row.id,
  email: row.email,
  name: row.name,
  userType: row.user_type,
  disabled: row.disabled === 1,
  passwordChangeRequired: row.password_change_required === 1,
  createdAt: row.created_at,
});

export const toManagedUserOutput = (row: UserWithTeam): ManagedUserOutput => ({
  ...toUserOutput(row),
  teamId: row.team_id,
  teamNumber: row.team_number,
  teamName: row.team_name,
});
