// Bulk work in the dashboard's lists (issue 25, What staff miss 8): the one-item service runs for each id, so each
// item is checked as a single action would be (policy, existence, rules); one refused item is reported with its
// reason and the others are still done.
import { AppError } from '../../shared/errors';
import type { BulkOutput } from '../../shared/schemas/bin';

export async function eachItem(ids: readonly number[], work: (id: number) => Promise<unknown>): Promise<BulkOutput> {
  const result: BulkOutput = { done: [], failed: [] };
  for (const id of new Set(ids)) {
    try {
      await work(id);
      result.done.push(id);
    } catch (error) {
      // Only the app's own refusals are an item's outcome; anything else is a fault of the server and stops the batch.
      if (!(error instanceof AppError)) throw error;
      result.failed.push({ id, message: error.message });
    }
  }
  return result;
}
