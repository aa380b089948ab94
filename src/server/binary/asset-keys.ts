// Names of the assets scripts/build-binary.ts puts into the single executable, shared with the code that reads them.
export const ASSET_KEYS = {
  /** JSON list of the client's files: [{ path, mtimeMs }]. */
  manifest: 'client-manifest.json',
  clientFile: (relativePath: string) => `client/${relativePath}`,
  addon: 'better_sqlite3.node',
  /** sharp's addon and the libvips library it links to, each under its path in the extracted folder. */
  sharpFile: (relativePath: string) => `sharp/${relativePath}`,
  sharpManifest: 'sharp-manifest.json',
  /** dist/ssr/entry-server.cjs: the server render of the pages. */
  ssrBundle: 'ssr/entry-server.cjs',
} as const;

/**
 * sharp's native parts, at the places its addon's rpath ($ORIGIN/../../sharp-libvips-linux-x64/lib) finds them:
 * node_modules/@img/<package>/lib/<file> becomes <folder>/<package>/lib/<file>.
 */
export const SHARP_ADDON_PATH = 'sharp-linux-x64/lib/sharp.node';

export interface ManifestEntry {
  /** Relative to dist/client, with forward slashes. */
  path: string;
  mtimeMs: number;
}
