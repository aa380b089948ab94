// The server's HTML of a page the browser renders alone (the account screens, the dashboard, the previews: what they
// show depends on who asks): the navbar and footer, and in <main> a note for a visitor without JavaScript (issue 24).
// With script the browser renders the page over it (main.tsx: no server state, so no hydration). Only the server
// render imports this file (entry-server.tsx hands it to the app), so neither it nor its words reach a browser
// (decision 206); the words are read at once, both languages being in the server's bundle.
import { localePath } from '../../shared/locale';
import { scriptNeeded as en } from '../../shared/messages/en/script-needed';
import { scriptNeeded as ro } from '../../shared/messages/ro/script-needed';
import { useLocale } from '../lib/i18n';
import { paths } from '../lib/paths';

const WORDS = { ro, en };

export function ScriptNeeded() {
  const locale = useLocale();
  const words = WORDS[locale];
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
