// What a visitor sees when a page fails to render, instead of a blank site: without a boundary React unmounts the
// whole app on an error (navbar and footer included). The usual cause is a page chunk that no longer exists: the
// site was updated while the tab was open, so its file names changed. That case reloads the page once, which fetches
// the new build; any other error (or a second failure) shows a message with a reload button. The boundary is reset
// on every navigation, so the rest of the site keeps working.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { localeOfPath } from '../../shared/locale';
import { matchPage } from '../../shared/site-pages';

/** Browsers' wordings for a script chunk that failed to load, and Vite's for its stylesheet. */
const CHUNK_FAILURE = /dynamically imported module|Importing a module script failed|Unable to preload CSS|Loading chunk/i;
const RELOADED_KEY = 'ftc-reloaded-for-chunk';
/** One automatic reload per address within this time: a chunk still missing after it is a real failure. */
const RELOAD_WINDOW_MS = 30_000;

/** The account screens, the dashboard and the pages under /en speak English; the public site Romanian. */
const inEnglish = (pathname: string): boolean => localeOfPath(pathname) === 'en' || matchPage(pathname)?.route.kind === 'app';

const isChunkFailure = (error: unknown): boolean => CHUNK_FAILURE.test(error instanceof Error ? error.message : String(error));

interface LastReload {
  path: string;
  at: number;
}

/** Whether this address may still reload for a chunk (read only: it is asked while rendering). */
function mayReload(): boolean {
  try {
    const last = JSON.parse(sessionStorage.getItem(RELOADED_KEY) ?? 'null') as LastReload | null;
    return !(last && last.path === location.pathname && Date.now() - last.at < RELOAD_WINDOW_MS);
  } catch {
    return false; // no storage (private mode, blocked): never risk a reload loop
  }
}

function reloadForChunk(): void {
  try {
    sessionStorage.setItem(RELOADED_KEY, JSON.stringify({ path: location.pathname, at: Date.now() } satisfies LastReload));
  } catch {
    return;
  }
  location.reload();
}

interface Props {
  /** The current address: a new one clears the error. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  error: Error | null;
  /** A missing chunk, reloading for the new build: nothing is shown meanwhile. */
  reloading: boolean;
}

export class PageErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, reloading: false };

  static getDerivedStateFromError(error: Error): State {
    return { error, reloading: isChunkFailure(error) && mayReload() };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`Show page failed: ${error.message}`, info.componentStack);
    if (this.state.reloading) reloadForChunk();
  }

  override componentDidUpdate(previous: Props) {
    if (previous.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null, reloading: false });
  }

  override render() {
    if (!this.state.error) return this.props.children;
    if (this.state.reloading) return null;
    return <PageFailed english={inEnglish(location.pathname)} />;
  }
}

function PageFailed({ english }: { english: boolean }) {
  return (
    <section className="section">
      <div className="container" role="alert" style={{ textAlign: 'center', minHeight: '40vh' }}>
        <h1>{english ? 'This page could not be shown' : 'Pagina nu a putut fi afișată'}</h1>
        <p>
          {english
            ? 'Something went wrong while loading it. Reload the page to try again.'
            : 'A apărut o problemă la încărcarea ei. Reîncarcă pagina pentru a încerca din nou.'}
        </p>
        <button type="button" className="btn btn--primary" onClick={() => location.reload()}>
          {english ? 'Reload page' : 'Reîncarcă pagina'}
        </button>
      </div>
    </section>
  );
}
