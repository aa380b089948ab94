// The attack of issue 21, finding 1, against a listening server: connections that each send, in a loop, tRPC batches
// of the signed-in user's own password change. Half of them guess the current password (wrong), half give the right
// one and set it again (each call two hashes, and a success locks nothing). Meanwhile one static file is fetched,
// one request after another, and timed. Used by test/security/21-01-password-cpu.test.ts and
// bench/password-attack.ts.
import type { HttpClient } from './child-server';

export interface AttackOptions {
  url: string;
  /** Signed-in clients of two accounts: one guesses its current password, the other gives it. */
  guesser: HttpClient;
  owner: HttpClient;
  /** The owner's password (set again by every call). */
  password: string;
  /** A static file of the site, e.g. /assets/index-abc.js. */
  staticPath: string;
  connections?: number;
  /** Calls per batch (the server refuses more than TRPC_MAX_BATCH). */
  calls?: number;
  /** Time the static file at least this long and this often, before the attack and during it. */
  seconds?: number;
  samples?: number;
}

export interface AttackFigures {
  /** Static-file latencies (ms) before the attack and during it. */
  quiet: number[];
  during: number[];
  /** Calls answered: password changed, refused (wrong password, lockout, busy), and batches refused whole. */
  changed: number;
  refused: number;
  batchesRefused: number;
}

/** The p-th percentile (nearest rank). */
export const percentile = (values: number[], p: number): number =>
  values.length ? [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.max(0, Math.ceil((p / 100) * values.length) - 1))]! : NaN;

export async function passwordAttack(options: AttackOptions): Promise<AttackFigures> {
  const { url, staticPath, connections = 4, calls = 10, seconds = 5, samples = 40 } = options;
  const figures: AttackFigures = { quiet: [], during: [], changed: 0, refused: 0, batchesRefused: 0 };

  const timeStatic = async (into: number[], done: () => boolean) => {
    const started = Date.now();
    while (into.length < samples || Date.now() - started < seconds * 1000 || !done()) {
      const t0 = performance.now();
      const res = await fetch(url + staticPath);
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`${staticPath} answered ${res.status}`);
      into.push(performance.now() - t0);
      if (Date.now() - started > 90_000) break;
    }
  };
  await timeStatic(figures.quiet, () => true);

  const batchPath = `/trpc/${Array(calls).fill('account.update').join(',')}?batch=1`;
  const batch = (current: string) => JSON.stringify(Object.fromEntries(Array.from({ length: calls }, (_, i) => [String(i), { name: 'Attacker', currentPassword: current, newPassword: options.password }])));
  const attackers = [
    { headers: { ...options.guesser.authHeaders(), 'content-type': 'application/json' }, body: batch('not the current password') },
    { headers: { ...options.owner.authHeaders(), 'content-type': 'application/json' }, body: batch(options.password) },
  ];
  let stop = false;
  const connection = async (attacker: (typeof attackers)[number]) => {
    while (!stop) {
      const res = await fetch(url + batchPath, { method: 'POST', headers: attacker.headers, body: attacker.body });
      const body = (await res.json()) as Array<{ result?: unknown }> | { error: unknown };
      if (!Array.isArray(body)) figures.batchesRefused += 1;
      else {
        const changed = body.filter((call) => call.result).length;
        figures.changed += changed;
        figures.refused += body.length - changed;
      }
    }
  };
  const attack = Array.from({ length: connections }, (_, i) => connection(attackers[i % 2]!));
  try {
    // Until some password changes went through: the attack was hashing meanwhile, not refused as a whole.
    await timeStatic(figures.during, () => figures.changed > 0);
  } finally {
    stop = true;
    await Promise.allSettled(attack);
  }
  return figures;
}
