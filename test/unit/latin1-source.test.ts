// The server's bundles are written with Latin-1 characters only (scripts/latin1-source.mjs), so V8 keeps their source
// at one byte per character: the escaped code means the same, and the built bundles hold nothing beyond Latin-1.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { latin1Source } from '../../scripts/latin1-source.mjs';

const beyondLatin1 = (code: string) => [...code].filter((c) => c.codePointAt(0)! > 0xff);

describe('latin1Source', () => {
  it('escapes every character beyond Latin-1 and the code means the same', () => {
    const code = [
      '// Noutăți — a comment',
      'const ț = "Acasă · știri „citate” 🤖";',
      'const t = `șablon ${ț.length} ă`;',
      'const r = /[-–\\/]ș+/u;',
      '({ s: ț, t, r: r.test("–șș"), e: "é ü" })',
    ].join('\n');
    const escaped = latin1Source(code);
    expect(beyondLatin1(escaped)).toEqual([]);
    expect(escaped).toContain('é ü'); // Latin-1 stays as written (one byte per character already)
    expect(runInNewContext(escaped)).toEqual(runInNewContext(code));
  });

  it('refuses what it cannot escape safely (a backslash before the character)', () => {
    expect(() => latin1Source('const s = "\\ă";')).toThrow(/backslash/);
  });

  it('holds for the built bundles', () => {
    for (const file of ['dist/server/cli.cjs', 'dist/ssr/entry-server.cjs']) {
      if (existsSync(path.resolve(file))) expect(beyondLatin1(readFileSync(path.resolve(file), 'utf8')), file).toEqual([]);
    }
  });
});
