import type { UserOutput } from '../../../shared/schemas/auth';
import type { UserRow } from '../../db/types';

export const toUserOutput = (row: UserRow): UserOutput => ({
  id: row.id,
  email: row.email,
  name: row.name,
  userType: row.user_type,
  disabled: row.disabled === 1,
  createdAt: row.created_at,
});
