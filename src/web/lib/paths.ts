// Every page path of the site, in one place (spec 01 §2 route table): the list itself lives in src/shared/site-pages.ts,
// which the server reads too (status codes, head, sitemap).
import type { EventOutput } from '../../shared/schemas/events';
import { paths as sitePaths } from '../../shared/site-pages';

export { feedPaths } from '../../shared/site-pages';

/** The site's pages (src/shared/site-pages.ts, shared with the server) and the dashboard's addresses. */
export const paths = {
  ...sitePaths,
  /** A dashboard tab (its id in shell/content-tabs.tsx), with its list filters as query parameters. */
  dashboardTab: (tab: string, query?: Record<string, string | number | undefined>) => `/dashboard/${tab}${queryString(query)}`,
  dashboardNew: (tab: string) => `/dashboard/${tab}/new`,
  dashboardEdit: (tab: string, id: string | number) => `/dashboard/${tab}/${encodeURIComponent(String(id))}/edit`,
} as const;

function queryString(query: Record<string, string | number | undefined> | undefined): string {
  const entries = Object.entries(query ?? {}).filter((entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== '');
  return entries.length ? `?${new URLSearchParams(entries.map(([k, v]) => [k, String(v)])).toString()}` : '';
}

/** An event's page: by its scoring-system code when it has one, else by its id (spec 01 §2); an older season's event
 * whose code FIRST reused names itself by id (its pageRef). */
export const eventPath = (event: Pick<EventOutput, 'id' | 'ftcEventCode'> & { pageRef?: string }): string => paths.event(event.pageRef ?? (event.ftcEventCode || event.id));
