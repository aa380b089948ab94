// "Is a server using this database?" While it runs, the server keeps `<DATABASE_PATH>.lock` holding its pid and
// removes it when it stops. A lock whose process is gone (a crash, a reboot) is stale and ignored. restore refuses to
// replace a database whose lock is live; the server itself never refuses to start because of a lock, so a stale one
// can never keep the site down.
import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

export interface LockInfo {
  pid: number;
  host: string;
  startedAt: string;
  version: string;
  /** Tells this process's own lock from a stale one that carries the same pid (pid 1 in a restarted container). */
  token: string;
}

export const lockPathOf = (databasePath: string): string => `${path.resolve(databasePath)}.lock`;

// Tokens of the locks this process holds now.
const heldHere = new Set<string>();

function readLock(file: string): LockInfo | null {
  try {
    const info = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockInfo>;
    return typeof info.pid === 'number' && typeof info.token === 'string' ? (info as LockInfo) : null;
  } catch {
    return null; // missing or unreadable: no lock
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0); // signal 0: only asks whether the process exists
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'; // exists, but belongs to another user
  }
}

/** The running process that holds the database's lock, or null when none does (no lock, or a stale one). */
export function lockHolder(databasePath: string): LockInfo | null {
  const info = readLock(lockPathOf(databasePath));
  if (!info) return null;
  if (info.pid === process.pid) return heldHere.has(info.token) ? info : null;
  return isAlive(info.pid) ? info : null;
}

/** Takes the lock for a server starting on this database; returns the function that releases it. */
export function acquireServerLock(databasePath: string, version: string): () => void {
  const file = lockPathOf(databasePath);
  mkdirSync(path.dirname(file), { recursive: true });
  const info: LockInfo = { pid: process.pid, host: hostname(), startedAt: new Date().toISOString(), version, token: randomUUID() };
  const temp = `${file}.${info.token}.tmp`;
  writeFileSync(temp, `${JSON.stringify(info)}\n`, { mode: 0o600 });
  renameSync(temp, file); // whole or not at all: a reader never sees half a lock
  heldHere.add(info.token);
  return () => {
    if (!heldHere.delete(info.token)) return;
    // Only our own: another server started on the same file since then keeps its lock.
    if (readLock(file)?.token === info.token) rmSync(file, { force: true });
  };
}
