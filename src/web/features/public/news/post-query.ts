// A post's page query (issue 24), in the page's folder so that /home's first-visit JavaScript does not carry it (as
// events/event-results-query.ts explains). The server render builds the same definition over its reads
// (lib/page-queries.ts).
import { langQuery, type Locale } from '../../../../shared/locale';
import type { PostSearchReads } from '../../../../shared/public-reads';
import type { PostOutput } from '../../../../shared/schemas/posts';
import { apiRequest } from '../../../lib/api';
import type { PublicRead } from '../../../lib/read-store';

export const postQuery =
  (read: PostSearchReads['postBySlug']) =>
  (slug: string, lang: Locale | undefined): PublicRead<PostOutput> => ({
    // A missing post stays missing when its server-rendered page hydrates (as an event's and a team's: events/event-queries.ts, teams/team-query.ts).
    keepFailure: true,
    key: lang ? ['post', slug, lang] : ['post', slug],
    load: (signal) => read(slug, lang, signal),
    operation: 'Load post',
  });

export const postOverApi = postQuery((slug, lang, signal) => apiRequest(`/home-posts/slug/${encodeURIComponent(slug)}${langQuery(lang)}`, { signal }));
