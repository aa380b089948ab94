// The public pages' data, one read per REST call: its key and its loader over a read (a REST call in the browser; the
// services in-process in a server render, server/modules/pages/page-reads.ts). The server fills a ReadStore with the
// same definitions (read-store.ts, lib/public-queries.ts), so the page's data arrives in its HTML and hydration does
// not fetch it again. A failed read logs the spec's '{operation} failed: {message}' in the browser.
// Here the reads of the app itself (the site settings) and of the post lists (/home, /news), with usePublicQuery; each
// other page's definitions are in its folder (<name>-query.ts), out of the app chunk every page downloads (decision
// 206).
import { useCallback, useContext, useEffect, useState, useSyncExternalStore } from 'react';
import { langQuery, type Locale } from '../../shared/locale';
import type { CoreReads } from '../../shared/public-reads';
import type { PostOutput } from '../../shared/schemas/posts';
import type { PublicSiteSettings } from '../../shared/schemas/site-settings';
import { apiRequest } from './api';
import { ReadStoreContext, readId, type PublicRead } from './read-store';

/** A list answer that is no list, as []. */
export const asList = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);


/** `lang`: readLang of the page's language (a Romanian page's key is the one it always was). */
export const settingsQuery =
  (read: CoreReads['settings']) =>
  (lang: Locale | undefined): PublicRead<PublicSiteSettings> => ({
    key: lang ? ['site-settings', lang] : ['site-settings'],
    load: (signal) => read(lang, signal),
    operation: 'Load site settings',
  });

/** `lang`: readLang of the page's language (a Romanian page's key is the one it always was). */
export const postsQuery =
  (read: CoreReads['posts']) =>
  (lang: Locale | undefined): PublicRead<PostOutput[]> => ({
    key: lang ? ['home-posts', lang] : ['home-posts'],
    load: (signal) => read(lang, signal),
    operation: 'Load home posts',
  });

/** What the browser's app and post lists use, over /api. */
export const queries = {
  settings: settingsQuery((lang, signal) => apiRequest(`/site/settings${langQuery(lang)}`, { signal })),
  posts: postsQuery(async (lang, signal) => asList(await apiRequest<unknown>(`/home-posts${langQuery(lang)}`, { signal }))),
};

/**
 * A public read as its page shows it: `loading` until the first answer, `error` when it failed, and `reload`, which
 * starts over (the loading text shows again, as the pages' Try Again buttons expect). Asked for when the page mounts
 * (read-store.ts ensure), never during a render, so a server render shows only what its store was given.
 */
export function usePublicQuery<T>(read: PublicRead<T>, enabled = true) {
  const store = useContext(ReadStoreContext);
  if (!store) throw new Error('usePublicQuery outside AppRoot: no ReadStore');
  const id = readId(read.key);
  const subscribe = useCallback((listener: () => void) => store.subscribe(id, listener), [store, id]);
  const snapshot = useCallback(() => store.state<T>(id), [store, id]);
  const state = useSyncExternalStore(subscribe, snapshot, snapshot);
  useEffect(() => {
    if (enabled) store.ensure(read);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `read` is a new object each render; its key names it
  }, [store, id, enabled]);
  const reload = useCallback(() => store.reload(id), [store, id]);
  // A failure found at mount with nothing to show is asked again (unless kept): loading from the first render on, not a
  // frame of the old failure. The store replaces a state when it changes, so `state === atMount` means "not yet".
  const [atMount] = useState(state);
  const retrying = enabled && state === atMount && state.status === 'error' && state.data === undefined && !read.keepFailure;
  return {
    data: state.data,
    error: state.status === 'error' && !retrying ? (state.error ?? null) : null,
    loading: (enabled && state.status === 'pending') || retrying,
    reload,
    loadedAt: state.at,
  };
}
