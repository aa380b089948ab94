// GET /api/resources/page/{page}: the list is the envelope's `message` (spec 01 §7 Resources).
import type { ResourcePage } from '../../../../shared/constants';
import type { ResourceOutput } from '../../../../shared/schemas/resources';
import { apiRequest } from '../../../lib/api';

export async function loadResourcePage(page: ResourcePage, signal: AbortSignal): Promise<ResourceOutput[]> {
  const list = await apiRequest<unknown>(`/resources/page/${page}`, { signal });
  return Array.isArray(list) ? (list as ResourceOutput[]) : [];
}
