// Every page path of the site, in one place (spec 01 §2 route table): the list itself lives in src/shared/site-pages.ts,
// which the server reads too (status codes, head, sitemap).
import type { EventOutput } from '../../shared/schemas/events';
import { paths } from '../../shared/site-pages';

export { childrenOf, feedPaths, paths, routePatterns } from '../../shared/site-pages';

/** An event's page: by its scoring-system code when it has one, else by its id (spec 01 §2). */
export const eventPath = (event: Pick<EventOutput, 'id' | 'ftcEventCode'>): string => paths.event(event.ftcEventCode || event.id);
