// Empties the bin (decision 198) as the purge would after its 30 days, for tests that check a delete's files go.
import { purgeEntry } from '../../src/server/modules/bin/bin.service';
import type { TestApp } from './app';

export async function emptyBin(t: TestApp): Promise<void> {
  for (const { id } of await t.deps.db.selectFrom('bin').select('id').execute()) await purgeEntry(t.deps, id);
}
