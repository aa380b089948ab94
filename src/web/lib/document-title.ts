// The document title in the browser, from the same page names the server writes into the head (each language's
// shell catalogue, shared/messages/<locale>/page-names.ts): set on every navigation, and by an event's or a team's
// page once its data is in.
import { useEffect, useLayoutEffect } from 'react';
import { matchPage, pageTitle } from '../../shared/site-pages';
import { useMessages } from './i18n';
import { shellMessages } from './messages';

/** On every navigation (the path inside the page's language, without its prefix). A layout effect: it runs before the
 * page's own useDocumentTitle (a passive effect), so a page whose data was already in memory is not renamed back. An
 * event's or a team's page gets the site's name until it names itself from its data. */
export function useTitleOfPath(pathname: string): void {
  const { pageNames, notFoundName } = useMessages(shellMessages);
  useLayoutEffect(() => {
    const match = matchPage(pathname);
    document.title = pageTitle(match ? pageNames[match.key] : notFoundName);
  }, [pathname, pageNames, notFoundName]);
}

/** A page named by its data: its title once the name is known (null while loading: the title stays as it is). */
export function useDocumentTitle(name: string | null | undefined): void {
  useEffect(() => {
    if (name) document.title = pageTitle(name);
  }, [name]);
}

/** The not-found page's name in the page's language (a page whose item does not exist names itself so). */
export const useNotFoundName = (): string => useMessages(shellMessages).notFoundName;
