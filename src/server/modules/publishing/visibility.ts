// Who a read is for. 'public': only published rows (every public read: REST, pages, feed, sitemap, calendars);
// 'all': drafts and scheduled rows too (the dashboard, the preview, the writes and the FTC sync). The repositories
// of posts and events apply it in their queries, the one place the public filter lives.
export type Visibility = 'public' | 'all';

export const PUBLISHED = 'published' as const;
