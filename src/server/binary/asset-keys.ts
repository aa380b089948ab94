// Names of the assets scripts/build-binary.ts puts into the single executable, shared with the code that reads them.
export const ASSET_KEYS = {
  /** JSON list of the client's files: [{ path, mtimeMs }]. */
  manifest: 'client-manifest.json',
  clientFile: (relativePath: string) => `client/${relativePath}`,
  addon: 'better_sqlite3.node',
  /** dist/ssr/entry-server.cjs: the server render of the pages. */
  ssrBundle: 'ssr/entry-server.cjs',
} as const;

export interface ManifestEntry {
  /** Relative to dist/client, with forward slashes. */
  path: string;
  mtimeMs: number;
}
