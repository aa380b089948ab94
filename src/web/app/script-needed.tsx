// The server's HTML of a page the browser renders alone (the account screens, the dashboard, the previews: what they
// show depends on who asks): the navbar and footer, and in <main> a note for a visitor without JavaScript (issue 24).
// With script the browser renders the page over it (main.tsx: no server state, so no hydration).
import { paths } from '../lib/paths';

export function ScriptNeeded() {
  return (
    <noscript>
      <section className="section">
        <div className="container">
          <h1>Această pagină are nevoie de JavaScript</h1>
          <p>Contul, autentificarea și panoul de administrare funcționează doar cu JavaScript. Activează-l în browser și reîncarcă pagina.</p>
          <p>
            Restul site-ului se poate citi și fără: <a href={paths.home}>pagina principală</a>, <a href={paths.events}>evenimente</a>,{' '}
            <a href={paths.teams}>echipe</a>.
          </p>
        </div>
      </section>
    </noscript>
  );
}
