// Preloaded into the server by bench/server-memory.ts (node --import): on SIGWINCH it appends the process's memory as V8
// sees it (heap spaces, external memory, array buffers) to the file named by MEMORY_PROBE_OUT. Started with
// --expose-gc (SERVER_NODE_FLAGS), it then also writes the heap after a full collection: the live set, not garbage.
import { appendFileSync } from 'node:fs';
import v8 from 'node:v8';

const mb = (n) => (n / 1048576).toFixed(1);
process.on('SIGWINCH', () => {
  const m = process.memoryUsage();
  const spaces = v8.getHeapSpaceStatistics().filter((s) => s.space_size > 0).map((s) => `${s.space_name.replace('_space', '')} ${mb(s.space_size)}/${mb(s.space_used_size)}`);
  const heap = v8.getHeapStatistics();
  appendFileSync(
    process.env.MEMORY_PROBE_OUT,
    `  V8: heap ${mb(m.heapTotal)} MB (used ${mb(m.heapUsed)}), external ${mb(m.external)} MB (array buffers ${mb(m.arrayBuffers)}), malloced ${mb(heap.malloced_memory)} MB (peak ${mb(heap.peak_malloced_memory)})\n` +
      `  spaces (size/used MB): ${spaces.join(', ')}\n`,
  );
  if (typeof globalThis.gc !== 'function') return;
  globalThis.gc();
  const after = process.memoryUsage();
  appendFileSync(process.env.MEMORY_PROBE_OUT, `  after a full GC: heap used ${mb(after.heapUsed)} MB of ${mb(after.heapTotal)}, external ${mb(after.external)} MB, RSS ${mb(after.rss)} MB\n`);
});
