// The page chunks a server-rendered page needs before it can hydrate, from Vite's build manifest: its JS (with the
// chunks it imports) as `<link rel="modulepreload">` and its CSS as `<link rel="stylesheet">`, minus what index.html
// already loads (the entry and its imports), so hydration does not wait on a lazy load and no style arrives late.

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

function walk(manifest: Manifest, key: string, seen: Set<string>, out: { js: Set<string>; css: Set<string> }): void {
  if (seen.has(key)) return;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) return;
  out.js.add(chunk.file);
  for (const css of chunk.css ?? []) out.css.add(css);
  for (const imported of chunk.imports ?? []) walk(manifest, imported, seen, out);
}

/** The links of the given page sources (manifest keys); sources not in the manifest give nothing. */
export function preloadLinks(manifest: Manifest, sources: Iterable<string>): PreloadLinks {
  const entry = { js: new Set<string>(), css: new Set<string>() };
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  const seenEntry = new Set<string>();
  for (const key of entries) walk(manifest, key, seenEntry, entry);
  const page = { js: new Set<string>(), css: new Set<string>() };
  const seen = new Set<string>();
  for (const source of sources) walk(manifest, source, seen, page);
  return {
    scripts: [...page.js].filter((f) => !entry.js.has(f)).map((f) => `/${f}`),
    styles: [...page.css].filter((f) => !entry.css.has(f)).map((f) => `/${f}`),
  };
}
