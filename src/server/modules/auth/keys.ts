// Secrets for tokens. From the environment when set; otherwise made once and kept in the database, so a fresh
// clone works and restarts do not sign everybody out.
import { randomBytes } from 'node:crypto';
import type { Config } from '../../config';
import type { DB } from '../../db/connection';
import type { Keys } from '../../deps';

async function storedSecret(db: DB, key: string): Promise<string> {
  const existing = await db.selectFrom('app_meta').select('value').where('key', '=', key).executeTakeFirst();
  if (existing) return existing.value;
  const value = randomBytes(48).toString('base64url');
  await db.insertInto('app_meta').values({ key, value }).onConflict((oc) => oc.column('key').doNothing()).execute();
  const row = await db.selectFrom('app_meta').select('value').where('key', '=', key).executeTakeFirstOrThrow();
  return row.value;
}

export async function loadKeys(db: DB, config: Config): Promise<Keys> {
  const jwt = config.JWT_SECRET ?? (await storedSecret(db, 'jwt_secret'));
  const xsrf = await storedSecret(db, 'xsrf_secret');
  return { jwt: new TextEncoder().encode(jwt), xsrf: Buffer.from(xsrf) };
}
