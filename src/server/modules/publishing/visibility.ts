// Who a read is for. 'public': only published rows (every public read: REST, pages, feed, sitemap, calendars);
// 'all': drafts and scheduled rows too (the dashboard, the preview, the writes and the FTC sync). The repositories
// of posts and events apply it in their queries, the one place the public filter lives.
import type { Action } from '../../../shared/policy';
import type { Actor } from '../../kernel/actor';
import { allowed } from '../../kernel/permissions';

export type Visibility = 'public' | 'all';

export const PUBLISHED = 'published' as const;

/** A read that serves the public and the dashboard alike: those who may write the content (`action`) see its drafts
 * too, anyone else only what is published. The permission is the policy table's. */
export const visibilityFor = (actor: Pick<Actor, 'role' | 'passwordChangeRequired'> | null, action: Action): Visibility => (allowed(actor, action) ? 'all' : 'public');
