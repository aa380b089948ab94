// The navbar's language switch (decision 200): a real link to the same page in the other language (its query too), in
// the server's HTML, so it works without script; a page load, as the page's language is fixed for the document. A
// page that is not in both languages (the account screens, the dashboard, the not-found page) links to the other
// language's home page.
import { useLocation, useSearch } from 'wouter';
import { localePath, otherLocale } from '../../../shared/locale';
import { isLocalized, matchPage, paths } from '../../../shared/site-pages';
import { useLocale, useMessages } from '../../lib/i18n';
import { shellMessages } from '../../lib/messages';

export function LanguageSwitch({ className }: { className?: string }) {
  const [location] = useLocation();
  const search = useSearch();
  const other = otherLocale(useLocale());
  const { switchCode, switchName } = useMessages(shellMessages).nav;
  // location is the path inside the page's language (the router's base is its prefix).
  const match = matchPage(location);
  const href = match && isLocalized(match.route) ? `${localePath(other, location)}${search ? `?${search}` : ''}` : localePath(other, paths.home);
  return (
    <a href={href} hrefLang={other} lang={other} className={className}>
      {switchCode}
      <span className="visually-hidden"> – {switchName}</span>
    </a>
  );
}
