// Who a read is for. 'public': only published rows (every public read: REST, pages, feed, sitemap, calendars);
// 'all': drafts and scheduled rows too (the dashboard, the preview, the writes and the FTC sync). The repositories
// of posts and events apply it in their queries, the one place the public filter lives.
import { can, type Action, type Role } from '../../../shared/policy';

export type Visibility = 'public' | 'all';

export const PUBLISHED = 'published' as const;

/** A read that serves the public and the dashboard alike: those who may write the content (`action`) see its drafts
 * too, anyone else only what is published. The permission is the policy table's. */
export const visibilityFor = (actor: { role: Role } | null, action: Action): Visibility => (can(actor?.role, action) ? 'all' : 'public');
