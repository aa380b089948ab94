// How the Teams screen names registration statuses: CONFIRMED is shown (and exported) as ACTIVE.
import type { RegistrationStatus } from '../../../../shared/constants';

export const STATUS_LABELS: Record<RegistrationStatus, string> = { CONFIRMED: 'ACTIVE', PENDING: 'PENDING', WITHDRAWN: 'WITHDRAWN' };

export const statusLabel = (status: string | null | undefined): string =>
  status ? (STATUS_LABELS[status as RegistrationStatus] ?? status) : 'Not registered';
