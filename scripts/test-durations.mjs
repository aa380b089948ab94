// `npm run test:durations`: writes test/durations.json (each test file's duration in seconds, keyed `project:path`)
// from vitest's cache of the last run, for test/sequencer.ts to start the longest files first where that cache is
// absent (a fresh clone: CI). Run it after a full `npm test` when files were added or their durations changed much.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const cacheRoot = path.join('node_modules', '.vite', 'vitest');
const files = readdirSync(cacheRoot)
  .map((dir) => path.join(cacheRoot, dir, 'results.json'))
  .filter((file) => statSync(file, { throwIfNoEntry: false }));
if (files.length === 0) throw new Error(`No vitest results in ${cacheRoot}: run npm test first.`);
const newest = files.sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0];
const { results } = JSON.parse(readFileSync(newest, 'utf8'));
const durations = Object.fromEntries(
  results
    .filter(([key]) => !key.startsWith(':')) // files run outside the projects (the executable's tests)
    .map(([key, { duration }]) => [key, Math.round(duration / 100) / 10])
    .sort(([a], [b]) => a.localeCompare(b)),
);
writeFileSync(path.join('test', 'durations.json'), `${JSON.stringify(durations, null, 2)}\n`);
console.log(`test/durations.json: ${Object.keys(durations).length} files, from ${newest}`);
