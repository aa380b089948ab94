// One task at a time, taken in turn from each owner's line (the owner served longest ago first), so one account's burst of uploads waits
// behind its own work, not in front of everybody else's; and an owner may hold at most `cap` tasks (waiting or
// running): past it the task is refused at once (issue 21, finding 3).

/** The owner already holds as many tasks as its cap allows. */
export class QueueFull extends Error {}

interface Waiting {
  start: () => void;
}

export class FairQueue {
  /** Owners' waiting tasks, oldest first. */
  private readonly lines = new Map<string, Waiting[]>();
  /** Tasks waiting or running per owner. */
  private readonly held = new Map<string, number>();
  /** When each owner last had a task started (a count of starts): the one served longest ago goes next. */
  private readonly served = new Map<string, number>();
  private starts = 0;
  private busy = false;

  /** Tasks waiting or running for this owner. */
  holding(owner: string): number {
    return this.held.get(owner) ?? 0;
  }

  async run<T>(owner: string, task: () => Promise<T>, cap = Infinity): Promise<T> {
    if (this.holding(owner) >= cap) throw new QueueFull(`${owner} holds ${cap} tasks`);
    this.held.set(owner, this.holding(owner) + 1);
    try {
      if (this.busy) {
        await new Promise<void>((start) => {
          const line = this.lines.get(owner) ?? [];
          line.push({ start });
          this.lines.set(owner, line);
        });
      } else {
        this.busy = true;
      }
      this.served.set(owner, ++this.starts);
      try {
        return await task();
      } finally {
        this.next();
      }
    } finally {
      const left = this.holding(owner) - 1;
      if (left > 0) this.held.set(owner, left);
      else {
        this.held.delete(owner);
        this.served.delete(owner); // nothing left in line: nothing to be fair about (and no entry per account forever)
      }
    }
  }

  /** Hands the turn to the oldest task of the owner served longest ago (never served: first). */
  private next(): void {
    let chosen: string | undefined;
    for (const owner of this.lines.keys()) {
      if (chosen === undefined || (this.served.get(owner) ?? 0) < (this.served.get(chosen) ?? 0)) chosen = owner;
    }
    if (chosen === undefined) {
      this.busy = false;
      return;
    }
    const line = this.lines.get(chosen)!;
    const waiting = line.shift()!;
    if (!line.length) this.lines.delete(chosen);
    waiting.start();
  }
}
