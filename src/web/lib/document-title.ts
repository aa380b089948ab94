// The document title in the browser, from the same page names the server writes into the head
// (shared/site-pages.ts): set on every navigation, and by an event's or a team's page once its data is in.
import { useEffect, useLayoutEffect } from 'react';
import { matchPage, NOT_FOUND_NAME, pageTitle } from '../../shared/site-pages';

/** The title of a path; an event's or a team's page gets the site's name until it names itself from its data. */
export function titleOfPath(pathname: string): string {
  const match = matchPage(pathname);
  return pageTitle(match ? match.route.name : NOT_FOUND_NAME);
}

/** On every navigation. A layout effect: it runs before the page's own useDocumentTitle (a passive effect), so a page
 * whose data was already in memory is not renamed back. */
export function useTitleOfPath(pathname: string): void {
  useLayoutEffect(() => {
    document.title = titleOfPath(pathname);
  }, [pathname]);
}

/** A page named by its data: its title once the name is known (null while loading: the title stays as it is). */
export function useDocumentTitle(name: string | null | undefined): void {
  useEffect(() => {
    if (name) document.title = pageTitle(name);
  }, [name]);
}
