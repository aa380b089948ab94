// `npm run docs:settings`: writes the Settings table of docs/operations.md from src/server/settings-docs.ts, the one
// source of the settings' documentation (`help` prints the same texts). Only the lines between the two markers are
// rewritten; test/api/cli.test.ts checks that the file's block is what settingsBlock() renders now.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SETTING_NAMES } from '../src/server/config';
import { SETTING_DOCS } from '../src/server/settings-docs';

export const OPERATIONS_DOC = path.resolve(import.meta.dirname, '../docs/operations.md');
export const SETTINGS_START = '<!-- settings:start -->';
export const SETTINGS_END = '<!-- settings:end -->';

/** A text as one cell of a Markdown table. */
const cell = (text: string) => text.replaceAll('|', '\\|');

/** The generated block: every setting in config.ts's order, with its default and meaning. */
export function settingsBlock(): string {
  const rows = SETTING_NAMES.map((name) => {
    const doc = SETTING_DOCS[name];
    const see = doc.see ? ` (see [${doc.see.section}](${doc.see.anchor}))` : '';
    return `| \`${name}\` | ${cell(doc.default)} | ${cell(doc.meaning)}${see} |`;
  });
  return [
    '',
    '<!-- Generated from src/server/settings-docs.ts by `npm run docs:settings`: edit that file, then run it. -->',
    '| variable | default | meaning |',
    '|---|---|---|',
    ...rows,
    '',
  ].join('\n');
}

/** Where the block of `doc` lies: the text between the two markers. */
function blockBounds(doc: string): { from: number; to: number } {
  const start = doc.indexOf(SETTINGS_START);
  const end = doc.indexOf(SETTINGS_END);
  if (start < 0 || end < start) throw new Error(`docs/operations.md needs ${SETTINGS_START} and then ${SETTINGS_END}.`);
  return { from: start + SETTINGS_START.length, to: end };
}

/** The block `doc` carries now. */
export function settingsBlockOf(doc: string): string {
  const { from, to } = blockBounds(doc);
  return doc.slice(from, to);
}

/** `doc` with its block replaced by the current one. */
export function withCurrentSettings(doc: string): string {
  const { from, to } = blockBounds(doc);
  return doc.slice(0, from) + settingsBlock() + doc.slice(to);
}

const isEntry = process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isEntry) {
  const before = readFileSync(OPERATIONS_DOC, 'utf8');
  const after = withCurrentSettings(before);
  if (after === before) console.log('docs/operations.md: the settings table is current.');
  else {
    writeFileSync(OPERATIONS_DOC, after);
    console.log(`docs/operations.md: wrote the settings table (${SETTING_NAMES.length} settings).`);
  }
}
