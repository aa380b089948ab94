// Public settings from the server (contact address, team-portal link, payment keys, analytics id).
import { apiRequest } from './api';
import { useApi } from './use-api';

export interface SiteSettings {
  contactEmail: string;
  teamPortalUrl: string | null;
  analyticsId: string | null;
  payment: { publishableKey: string; buyButtonId: string } | null;
}

export const DEFAULT_SETTINGS: SiteSettings = { contactEmail: 'info@ftcromania.ro', teamPortalUrl: null, analyticsId: null, payment: null };

export function useSettings(): SiteSettings {
  const { data } = useApi('settings', (signal) => apiRequest<SiteSettings>('/site/settings', { signal }), 'Load site settings');
  return data ?? DEFAULT_SETTINGS;
}
