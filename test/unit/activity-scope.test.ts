// Who acts (activity log) is carried by an AsyncLocalStorage: it follows the work through timers, ticks and promises,
// and concurrent work keeps its own.
import { setImmediate as nextTurn, setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { currentWho, runAs, runQuietly, currentMark, systemWho, SYSTEM_ACTORS } from '../../src/server/modules/activity/activity-context';

const whoAfterAsyncWork = async () => {
  await nextTurn();
  await sleep(1);
  await Promise.resolve();
  return currentWho();
};

describe('the activity scope', () => {
  it('follows the work through async steps and is off outside it', async () => {
    const editor = systemWho('editor@example.com', 7);
    expect(await runAs(editor, whoAfterAsyncWork)).toEqual(editor);
    expect(currentWho()).toEqual(systemWho(SYSTEM_ACTORS.system));

    const cli = systemWho(SYSTEM_ACTORS.cli);
    expect(await runAs(cli, whoAfterAsyncWork)).toEqual(cli);
    expect(await runAs(cli, () => runQuietly(async () => (await whoAfterAsyncWork(), currentMark().quiet)))).toBe(true);
    expect(currentWho()).toEqual(systemWho(SYSTEM_ACTORS.system));
  });

  it('keeps a scope whose work is still running when another one ends', async () => {
    const a = systemWho('a@example.com', 1);
    const b = systemWho('b@example.com', 2);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const long = runAs(a, async () => {
      await held;
      return whoAfterAsyncWork();
    });
    expect(await runAs(b, whoAfterAsyncWork)).toEqual(b);
    release();
    expect(await long).toEqual(a);
  });
});
