// What a server-rendered page needs from the client build, read from Vite's build manifest. The built index.html
// loads the app (its entry, main.tsx) through boot.ts once the page has painted (vite.config.ts `deferApp`); so the
// page itself carries:
// - `styles`: the app's stylesheet and those of the pages it rendered, which the server inlines (no stylesheet request
//   before the first paint);
// - `scripts`: the pages' own chunks (with the chunks they import), minus what the entries load anyway, which boot.ts
//   asks for together with the app, so hydration does not wait on a lazy load.

/** One entry of Vite's manifest (dist/client/.vite/manifest.json). */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}

export type Manifest = Record<string, ManifestChunk>;

export interface PreloadLinks {
  scripts: string[];
  styles: string[];
}

export interface Files {
  js: Set<string>;
  css: Set<string>;
}

/** A chunk and everything it imports statically. */
function walk(manifest: Manifest, key: string, seen: Set<string>, out: Files): void {
  if (seen.has(key)) return;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) return;
  out.js.add(chunk.file);
  for (const css of chunk.css ?? []) out.css.add(css);
  for (const imported of chunk.imports ?? []) walk(manifest, imported, seen, out);
}

/** The files of the given manifest keys and everything they import statically, in the order met (a bench counts them). */
export function staticFiles(manifest: Manifest, keys: Iterable<string>): Files {
  const out: Files = { js: new Set(), css: new Set() };
  const seen = new Set<string>();
  for (const key of keys) walk(manifest, key, seen, out);
  return out;
}

/** The links of the given page sources (manifest keys). A source the build does not have is an error (a page named
 * by a file that was moved: route-table.tsx), unless there is no manifest at all (`npm run dev`: Vite serves the
 * modules themselves). */
export function preloadLinks(manifest: Manifest, sources: Iterable<string>): PreloadLinks {
  const built = Object.keys(manifest).length > 0;
  for (const source of sources) if (built && !manifest[source]) throw new Error(`The client build has no page module ${source}`);
  const entry = staticFiles(manifest, Object.keys(manifest).filter((k) => manifest[k]!.isEntry));
  const page = staticFiles(manifest, sources);
  return {
    scripts: [...page.js].filter((f) => !entry.js.has(f)).map((f) => `/${f}`),
    // The app's first (global rules, navbar, footer), then the pages' in their import order.
    styles: [...new Set([...entry.css, ...page.css])].map((f) => `/${f}`),
  };
}
