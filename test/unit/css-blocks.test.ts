// Every stylesheet closes each block it opens. With CSS nesting, a missing `}` is no syntax error: the browser and
// the build silently nest every later rule inside the unclosed one, so none of them applies (the dashboard lost its
// status, filter and sponsor-library styles that way from 2026-11-24 to 2026-11-28).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { walkFolder } from '../helpers/folder-walk';

const stylesheets = walkFolder(path.resolve('src/web'))
  .map((entry) => entry.full)
  .filter((file) => file.endsWith('.css'));

/** The depth left at the end of the file, comments and strings set aside. */
function openBlocks(css: string): number {
  const code = css.replace(/\/\*[\s\S]*?\*\//g, '').replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g, '""');
  let depth = 0;
  for (const ch of code) {
    if (ch === '{') depth++;
    else if (ch === '}') depth--;
    if (depth < 0) return depth;
  }
  return depth;
}

describe('stylesheets', () => {
  it('are found', () => expect(stylesheets.length).toBeGreaterThan(10));
  it.each(stylesheets.map((file) => [path.relative(process.cwd(), file)]))('%s closes every block', (file) => {
    expect(openBlocks(readFileSync(file, 'utf8'))).toBe(0);
  });
});
