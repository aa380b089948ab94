// Who acts (activity log) is carried by an AsyncLocalStorage that is turned off a moment after the last work in it
// settles, so reads do not pay for its async hook (issue 11, fifth pass); work started afterwards turns it on again
// and still knows who acts, through timers, ticks and promises.
import { setImmediate as nextTurn, setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentWho, runAs, runQuietly, currentMark, systemWho, SYSTEM_ACTORS } from '../../src/server/modules/activity/activity-context';

afterEach(() => vi.useRealTimers());

const whoAfterAsyncWork = async () => {
  await nextTurn();
  await sleep(1);
  await Promise.resolve();
  return currentWho();
};

describe('the activity scope', () => {
  it('follows the work through async steps, is off outside it, and comes back after it was turned off', async () => {
    const editor = systemWho('editor@example.com', 7);
    expect(await runAs(editor, whoAfterAsyncWork)).toEqual(editor);
    expect(currentWho()).toEqual(systemWho(SYSTEM_ACTORS.system));

    // Past the grace period the scope is turned off; the next work turns it on again.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await runAs(editor, async () => undefined);
    await Promise.resolve();
    vi.advanceTimersByTime(5_000);
    vi.useRealTimers();

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
