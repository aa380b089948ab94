// Makes src/web/styles/fonts/inter-romanian-wght-normal.woff2: the Romanian letters of Inter's Latin Extended file
// (ă â î ș ț and capitals; â and î are in the Latin file already, ş ţ with cedilla as older texts write them), every
// weight (the variable axis kept). Romanian pages need these few letters on nearly every heading; the whole Latin
// Extended file is 84 KB, this one a few KB (issue 14, LCP: the font files are in the first paint's budget).
// fonts.css declares it after the Latin Extended face, so the browser tries it first for these letters and fetches
// the big file only for a page that shows other Latin Extended letters. Run once, commit the output:
//   node --import tsx scripts/romanian-font.ts
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';

/** The letters, and the unicode-range fonts.css gives the face (keep both in step). */
const ROMANIAN_LETTERS = 'ĂăȘșȚțŞşŢţ';

const source = path.resolve('node_modules/@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2');
const target = path.resolve('src/web/styles/fonts/inter-romanian-wght-normal.woff2');
const subset = await subsetFont(readFileSync(source), ROMANIAN_LETTERS, { targetFormat: 'woff2' });
writeFileSync(target, subset);
console.log(`${path.relative(process.cwd(), target)}: ${(subset.length / 1024).toFixed(1)} KB (from ${(readFileSync(source).length / 1024).toFixed(1)} KB)`);
