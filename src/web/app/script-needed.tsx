// The server's HTML of a page the browser renders alone (the account screens, the dashboard, the previews: what they
// show depends on who asks): the navbar and footer, and in <main> a note for a visitor without JavaScript (issue 24).
// With script the browser renders the page over it (main.tsx: no server state, so no hydration).
import { localePath } from '../../shared/locale';
import { useLocale, useMessages } from '../lib/i18n';
import { shellMessages } from '../lib/messages';
import { paths } from '../lib/paths';

export function ScriptNeeded() {
  const words = useMessages(shellMessages).scriptNeeded;
  const locale = useLocale();
  return (
    <noscript>
      <section className="section">
        <div className="container">
          <h1>{words.title}</h1>
          <p>{words.text}</p>
          <p>
            {words.readWithout} <a href={localePath(locale, paths.home)}>{words.home}</a>, <a href={localePath(locale, paths.events)}>{words.events}</a>,{' '}
            <a href={localePath(locale, paths.teams)}>{words.teams}</a>.
          </p>
        </div>
      </section>
    </noscript>
  );
}
