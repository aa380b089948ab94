// How much of one cache miss's garbage reaches V8's old generation (promoted, so it waits for a major GC), by route.
// Run: node --expose-gc --import tsx bench/promotion-probe.ts [rows]
import v8 from 'node:v8';
import { seededApp } from './bulk-seed';

const [rows = '10000'] = process.argv.slice(2);
// No answer is kept (each request builds its answer), so every request below is a cache miss.
const { app, close } = await seededApp(Number(rows), { cacheLimits: { maxEntries: 0, maxBytes: 0 } });
const old = () => v8.getHeapSpaceStatistics().filter((s) => s.space_name === 'old_space' || s.space_name === 'large_object_space').reduce((n, s) => n + s.space_used_size, 0);
const mb = (n: number) => (n / 1048576).toFixed(1);
try {
  for (const url of ['/api/health', '/api/events', '/api/home-posts/', '/api/teams/all', '/api/resources/page/season-materials']) {
    for (let i = 0; i < 2; i++) {
      globalThis.gc!();
      const before = old();
      const started = performance.now();
      const res = await app.inject({ url });
      console.log(`${url}: ${res.statusCode} ${mb(res.rawPayload.length)} MB in ${(performance.now() - started).toFixed(0)} ms, old generation +${mb(old() - before)} MB`);
    }
  }
} finally {
  await close();
}
