// The built client's stylesheets, read once when the app is built, so that a server-rendered page carries its CSS in
// `<style>` elements (page-renderer.ts): no stylesheet request stands between the HTML and the first paint (issue 14,
// LCP). The single executable reads the copy it extracted, like every other client file.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The text of a stylesheet by its URL path (`/assets/index-abc.css`); null when the build has no such file. */
export type Stylesheets = (href: string) => string | null;

export function readStylesheets(clientDir: string | null): Stylesheets {
  const byHref = new Map<string, string>();
  const assets = clientDir ? path.join(clientDir, 'assets') : null;
  if (assets && existsSync(assets)) {
    for (const name of readdirSync(assets)) {
      if (name.endsWith('.css')) byHref.set(`/assets/${name}`, readFileSync(path.join(assets, name), 'utf8'));
    }
  }
  return (href) => byHref.get(href) ?? null;
}
