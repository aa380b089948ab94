// One recursive walk of a folder for the listings the tests compare before and after a request (uploads, traversal).
import { readdirSync, statSync, type Stats } from 'node:fs';
import path from 'node:path';

export interface FolderEntry {
  /** Path relative to the walked folder. */
  rel: string;
  full: string;
  stat: Stats;
}

/** Every file and folder under `dir`, sorted by relative path; `skip` leaves a path (and all under it) out. */
export function walkFolder(dir: string, skip: (full: string) => boolean = () => false): FolderEntry[] {
  const out: FolderEntry[] = [];
  const walk = (at: string) => {
    for (const name of readdirSync(at)) {
      const full = path.join(at, name);
      if (skip(full)) continue;
      const stat = statSync(full);
      out.push({ rel: path.relative(dir, full), full, stat });
      if (stat.isDirectory()) walk(full);
    }
  };
  walk(dir);
  return out.sort((a, b) => (a.rel < b.rel ? -1 : a.rel > b.rel ? 1 : 0));
}
