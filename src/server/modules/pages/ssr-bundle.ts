// The server render's bundle: dist/ssr/entry-server.cjs (vite build --ssr of src/web/entry-server.tsx), beside the
// built client (dist/client). One CommonJS file holding the pages, React's server renderer, TanStack Query and the
// client's manifest; the single executable extracts its copy next to the client's (binary/embedded-client.ts).
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { PublicReads } from '../../../shared/public-reads';
import { ssrBundlePath } from '../../http/client-assets';

/** What src/web/entry-server.tsx answers (the server does not import web code, so the shape is written here). */
export interface ServerRender {
  html: string;
  state: unknown;
  links: { scripts: string[]; styles: string[] };
}

/** shellOnly: the frame of a page the browser renders alone (navbar, footer, a note for a visitor without script). */
export type SsrRender = (url: string, reads: PublicReads, options?: { shellOnly?: boolean }) => Promise<ServerRender>;

/**
 * The render function of the bundle beside clientDir; null when there is none (pages then get the shell alone). The
 * bundle (about 2 MB of JavaScript) is loaded by the first page that needs it, not at start: the server answers
 * /api/health and the API without waiting for it (issue 23 item 9). A bundle without a render function fails that
 * render, which the page renderer logs, answering the shell.
 */
export function loadSsrRender(clientDir: string | null): SsrRender | null {
  if (!clientDir) return null;
  const file = ssrBundlePath(clientDir);
  if (!existsSync(file)) return null;
  let render: SsrRender | undefined;
  return (url, reads, options) => {
    if (!render) {
      // createRequire: a plain require of a file on disk from the ESM sources, the server's CommonJS bundle and the
      // single executable alike (whose own require reaches only Node's modules).
      const loaded = createRequire(file)(file) as { render?: SsrRender };
      if (typeof loaded.render !== 'function') throw new Error(`${file} exports no render function`);
      render = loaded.render;
    }
    return render(url, reads, options);
  };
}
