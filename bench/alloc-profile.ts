// What one cache miss of a public read allocates, by function (V8's sampling heap profiler, garbage included): the
// app in this process on a temp database with `rows` rows of each kind, one request through app.inject after the
// start-up work. The figure behind the RSS after large lists are built (bench/RESULTS.md, "Server memory").
// light-my-request turns the answer into a string for app.inject: its `toString` line is the harness's, not the server's.
// Run: node --import tsx bench/alloc-profile.ts [url] [rows]   (default /api/events, 10000)
import { Session } from 'node:inspector/promises';
import { seededApp } from './bulk-seed';

interface ProfileNode {
  callFrame: { functionName: string; url: string; lineNumber: number };
  selfSize: number;
  children: ProfileNode[];
}

const [url = '/api/events', rows = '10000'] = process.argv.slice(2);
const { app, close } = await seededApp(Number(rows));
try {
  await app.inject({ url: '/api/health' });
  const session = new Session();
  session.connect();
  await session.post('HeapProfiler.startSampling', { samplingInterval: 4096, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: true });
  const res = await app.inject({ url });
  const { profile } = (await session.post('HeapProfiler.stopSampling')) as { profile: { head: ProfileNode } };
  session.disconnect();
  const byFunction = new Map<string, number>();
  let total = 0;
  const walk = (node: ProfileNode) => {
    const { functionName, url: file, lineNumber } = node.callFrame;
    const name = `${functionName || '(anonymous)'} ${file.split('/').slice(-2).join('/')}:${lineNumber + 1}`;
    total += node.selfSize;
    if (node.selfSize) byFunction.set(name, (byFunction.get(name) ?? 0) + node.selfSize);
    node.children.forEach(walk);
  };
  walk(profile.head);
  const mb = (n: number) => (n / 1048576).toFixed(1);
  console.log(`${url} on ${rows} rows: ${res.statusCode}, ${mb(res.rawPayload.length)} MB answer, ${mb(total)} MB allocated (sampled); by function (top 15):`);
  for (const [name, bytes] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(`${mb(bytes).padStart(7)} MB  ${name}`);
} finally {
  await close();
}
