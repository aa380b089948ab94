// The third-party notices (scripts/notices.mjs, issue 23 point 6) are generated from the installed packages: every
// production dependency and every package the web app imports is listed with its licence text, libvips carries the
// LGPL with how to replace it, and nothing only the build or the tests use is claimed as shipped.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importedPackages, packageOf, shippedPackages, writeNotices } from '../../scripts/notices.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { dependencies: Record<string, string>; devDependencies: Record<string, string> };
const installed = (name: string) => existsSync(path.join(ROOT, 'node_modules', name, 'package.json'));

let dir: string;
let text: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'ftc-notices-'));
  const written = writeNotices({ root: ROOT, out: path.join(dir, 'THIRD_PARTY_NOTICES.md') });
  text = readFileSync(written.path, 'utf8');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const row = (name: string) => new RegExp(`^\\| ${name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')} \\| [^|]+ \\| [^|]+ \\| [^|]+ \\|$`, 'm');

describe('THIRD_PARTY_NOTICES.md', () => {
  it('names the package of a bare import and nothing else', () => {
    expect(packageOf('@fontsource-variable/inter/files/x.woff2')).toBe('@fontsource-variable/inter');
    expect(packageOf('react-dom/client')).toBe('react-dom');
    for (const notAPackage of ['./x', '../y', 'node:fs', 'virtual:client-manifest', 'data:image/svg+xml,x', './a.svg?no-inline']) expect(packageOf(notAPackage)).toBeNull();
  });

  it('lists every production dependency and every package the web app imports, with its licence text', () => {
    const web = importedPackages(ROOT);
    expect([...web]).toEqual(expect.arrayContaining(['react', 'react-dom', 'wouter', '@tanstack/react-query', '@fontsource-variable/inter']));
    for (const name of [...Object.keys(pkg.dependencies), ...web].filter(installed)) expect(text, name).toMatch(row(name));
    // The licence file's own words, not only its name: fastify's LICENSE names its copyright holders.
    const fastifyLicense = readFileSync(path.join(ROOT, 'node_modules/fastify/LICENSE'), 'utf8').trim().split('\n')[0]!;
    expect(text).toContain(fastifyLicense);
  });

  it('claims nothing that only builds or tests the product', () => {
    const shipped = new Set(shippedPackages(ROOT).map((p: { name: string }) => p.name));
    for (const devOnly of ['vitest', 'vite', 'eslint', 'esbuild', 'lighthouse', 'playwright-core', 'tsx', 'postject', 'subset-font', 'typescript']) {
      expect(shipped.has(devOnly), devOnly).toBe(false);
    }
  });

  it('carries libvips under the LGPL with how to replace it, and the Inter font under the OFL', () => {
    expect(text).toMatch(row('@img/sharp-libvips-linux-x64'));
    expect(text).toContain('## libvips (LGPL-3.0-or-later): how to replace it');
    expect(text).toContain('LD_PRELOAD=');
    expect(text).toContain('npm run build:binary');
    expect(text).toContain('GNU LESSER GENERAL PUBLIC LICENSE');
    expect(text).toContain('GNU GENERAL PUBLIC LICENSE');
    expect(text).toContain('SIL OPEN FONT LICENSE Version 1.1');
    expect(text).toContain('inter-romanian-wght-normal.woff2');
    expect(text).toContain(`Node.js ${process.version}`);
  });
});
