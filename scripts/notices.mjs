// `npm run notices`: writes THIRD_PARTY_NOTICES.md, the licences of everything the product ships, generated from the
// installed packages (never kept by hand; docs/decisions/030-licence-and-notices.md). What ships:
// - the server's production dependencies (package.json `dependencies`) and theirs: bundled into dist/server and the
//   executable, or (sharp, better-sqlite3) loaded from beside them;
// - the packages the web app imports (src/web, src/shared: React, wouter, TanStack Query, the Inter font...), which
//   are devDependencies because Vite bundles them into dist/client, and theirs;
// - libvips and the libraries built into it (@img/sharp-libvips-*: LGPL-3.0-or-later), with how to relink;
// - Node.js itself, which the single executable is a copy of.
// Each package's licence text comes from its own LICENSE/LICENCE/COPYING/NOTICE files; a package without one gets its
// README's licence section and, for the GNU licences, the standard text from LICENSES/.
// Usage: node scripts/notices.mjs [output file] (default THIRD_PARTY_NOTICES.md at the project root).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');

/** Folders whose source files the browser bundle (and the server render) is made from. */
const WEB_SOURCES = ['src/web', 'src/shared'];

/** The package a bare import names: `@scope/name/sub` -> `@scope/name`, `name/sub` -> `name`; null for anything else. */
export function packageOf(specifier) {
  if (/^(\.|\/|node:|virtual:|data:|https?:|#|~)/.test(specifier) || specifier.includes('?')) return null;
  const parts = specifier.split('/');
  if (specifier.startsWith('@')) return parts.length >= 2 ? `${parts[0]}/${parts[1]}` : null;
  return /^[a-z0-9][\w.-]*$/i.test(parts[0]) ? parts[0] : null;
}

/** Packages imported (at run time, not `import type`) by the files under the given folders. */
export function importedPackages(root, folders = WEB_SOURCES) {
  const found = new Set();
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.(tsx?|css|mjs|js)$/.test(entry.name) && !entry.name.endsWith('.d.ts')) {
        const text = readFileSync(full, 'utf8');
        const patterns = [
          /^\s*import\s+(?!type\s)[^'"]*?from\s+['"]([^'"]+)['"]/gm, // import x from 'p'
          /^\s*import\s+['"]([^'"]+)['"]/gm, // import 'p' (side effects)
          /^\s*export\s+(?!type\s)[^'"]*?from\s+['"]([^'"]+)['"]/gm, // export { x } from 'p'
          /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g, // import('p')
          /@import\s+(?:url\()?['"]([^'"]+)['"]/g, // CSS @import
          /\burl\(\s*['"]([^'"]+)['"]\s*\)/g, // CSS url('@fontsource-variable/inter/files/...')
        ];
        for (const pattern of patterns) {
          for (const match of text.matchAll(pattern)) {
            const name = packageOf(match[1]);
            if (name) found.add(name);
          }
        }
      }
    }
  };
  for (const folder of folders) if (existsSync(path.join(root, folder))) walk(path.join(root, folder));
  return found;
}

/** Where `name` resolves from the package folder `from` (Node's lookup through the node_modules folders above it). */
function resolveFrom(root, from, name) {
  const top = path.resolve(root);
  for (let dir = path.resolve(from); ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    if (existsSync(path.join(candidate, 'package.json'))) return candidate;
    if (dir === top || dir === path.dirname(dir)) return null;
  }
}

/**
 * Every installed package reachable from the roots through their dependencies and optional dependencies, as
 * { name, version, license, dir, via } (via: 'server', 'web' or both), deduplicated by name and version.
 */
export function shippedPackages(root = ROOT) {
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  const byKey = new Map();
  const visit = (fromDir, name, via) => {
    const dir = resolveFrom(root, fromDir, name);
    if (!dir) return; // an optional dependency for another platform, not installed
    const meta = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
    const key = `${meta.name}@${meta.version}`;
    const known = byKey.get(key);
    if (known) {
      if (known.via.has(via)) return;
      known.via.add(via);
    } else {
      byKey.set(key, { name: meta.name, version: meta.version, license: licenseOf(meta), dir, via: new Set([via]), meta });
    }
    // Peer dependencies are left out: a package's peer is either imported by us directly (react for react-dom, so it is
    // a root) or only its types are (typescript for @trpc/server), which ship nothing.
    const next = { ...meta.optionalDependencies, ...meta.dependencies };
    for (const dep of Object.keys(next)) visit(dir, dep, via);
  };
  for (const name of Object.keys(pkg.dependencies ?? {})) visit(root, name, 'server');
  const own = new Set([pkg.name, ...Object.keys(pkg.dependencies ?? {})]);
  for (const name of importedPackages(root)) if (!own.has(name) || pkg.dependencies?.[name]) visit(root, name, 'web');
  return [...byKey.values()].sort((a, b) => a.name.localeCompare(b.name) || a.version.localeCompare(b.version, undefined, { numeric: true }));
}

function licenseOf(meta) {
  if (typeof meta.license === 'string') return meta.license;
  if (meta.license?.type) return meta.license.type;
  if (Array.isArray(meta.licenses)) return meta.licenses.map((l) => l.type ?? l).join(' OR ');
  return 'UNKNOWN';
}

/** The package's own licence files (LICENSE, LICENCE.md, LICENSE-MIT, COPYING, NOTICE...), in name order. */
export function licenseFiles(dir) {
  return readdirSync(dir)
    .filter((f) => /^(licen[cs]e|copying|notice)([.\-_ ].*)?$/i.test(f) && statSync(path.join(dir, f)).isFile())
    .sort();
}

/** A README's licence section (from its "License"/"Licensing" heading to the next heading of the same level or higher). */
function readmeLicenseSection(dir) {
  const readme = readdirSync(dir).find((f) => /^readme(\.md)?$/i.test(f));
  if (!readme) return null;
  const lines = readFileSync(path.join(dir, readme), 'utf8').split('\n');
  const start = lines.findIndex((l) => /^#{1,6}\s+licen[cs]/i.test(l));
  if (start < 0) return null;
  const level = lines[start].match(/^#+/)[0].length;
  const end = lines.findIndex((l, i) => i > start && new RegExp(`^#{1,${level}}\\s`).test(l));
  return lines.slice(start + 1, end < 0 ? undefined : end).join('\n').trim();
}

/** The standard texts kept in LICENSES/ for SPDX ids no package file carries (LGPL-3.0 needs GPL-3.0 too). */
function standardTexts(root, expression) {
  const ids = new Set();
  if (/\bLGPL-3\.0/.test(expression)) ids.add('LGPL-3.0').add('GPL-3.0');
  else if (/\bGPL-3\.0/.test(expression)) ids.add('GPL-3.0');
  return [...ids].filter((id) => existsSync(path.join(root, 'LICENSES', `${id}.txt`)));
}

/** A fence that the text does not contain, so a licence text can never end its block early. */
function fenced(text) {
  let fence = '~~~';
  while (text.includes(fence)) fence += '~';
  return `${fence}text\n${text.replace(/\r\n?/g, '\n').trimEnd()}\n${fence}`;
}

/** The version of the Node binary the executable is made of (the build's own by default). */
function nodeVersionOf(nodeBinary) {
  if (nodeBinary === process.execPath) return process.version;
  return execFileSync(nodeBinary, ['--version'], { encoding: 'utf8' }).trim();
}

/** Node's LICENSE file when the binary came with one (an official tarball's folder, the `node` package's). */
function nodeLicenseText(nodeBinary) {
  const binDir = path.dirname(path.resolve(nodeBinary));
  const candidates = [path.join(binDir, '..', 'LICENSE'), path.join(binDir, 'LICENSE'), path.join(binDir, '..', 'share', 'doc', 'node', 'LICENSE')];
  const found = candidates.find((f) => existsSync(f));
  return found ? readFileSync(found, 'utf8') : null;
}

function libvipsSection(packages) {
  const libvips = packages.filter((p) => p.name.startsWith('@img/sharp-libvips-'));
  if (libvips.length === 0) return [];
  const lines = ['## libvips (LGPL-3.0-or-later): how to replace it', ''];
  for (const p of libvips) {
    let versions = {};
    try {
      versions = JSON.parse(readFileSync(path.join(p.dir, 'versions.json'), 'utf8'));
    } catch {
      // older packages have no versions.json
    }
    const lib = existsSync(path.join(p.dir, 'lib')) ? readdirSync(path.join(p.dir, 'lib')).find((f) => /^libvips-cpp\.so\./.test(f)) : undefined;
    lines.push(
      `The image library sharp ${packages.find((s) => s.name === 'sharp')?.version ?? ''} uses libvips${versions.vips ? ` ${versions.vips}` : ''} and the libraries built`,
      `into it, from \`${p.name}\` ${p.version} (source and build scripts: https://github.com/lovell/sharp-libvips, tag`,
      `v${p.version}; libvips itself: https://github.com/libvips/libvips). libvips, glib, libheif, librsvg, pango, fribidi,`,
      'libexif and proxy-libintl are under the GNU Lesser General Public License 3.0 or later (text below, with the GPL',
      'it builds on); the others under the permissive licences listed in the package section below.',
      '',
      `libvips is never linked into our code. It is the separate shared library \`${lib ?? 'libvips-cpp.so.<version>'}\`,`,
      "loaded at run time by sharp's addon (`@img/sharp-linux-x64`), which finds it through its run path",
      '`$ORIGIN/../../sharp-libvips-linux-x64/lib`. Only the image worker process loads it (the server process never does).',
      '',
      '- **Running from the sources or `npm start`**: the library is the file in',
      `  \`node_modules/${p.name}/lib/\`. Replace it with your build of the same interface (same file name and soname).`,
      '- **The single executable** carries the addon and the library as embedded files and writes them, unchanged, into a',
      '  private folder under the temporary directory on first use (`$TMPDIR/ftc-romania-<uid>-<hash>/`, laid out as',
      '  `sharp-linux-x64/lib/sharp.node` and `sharp-libvips-linux-x64/lib/libvips-cpp.so.<version>`). To run it with a',
      '  modified libvips, either preload yours, which then satisfies the addon\'s dependency by its soname:',
      '  `LD_PRELOAD=/path/to/your/libvips-cpp.so.<version> ftc-romania serve`, or relink the executable: put your',
      `  library in \`node_modules/${p.name}/lib/\` under the same name and run \`npm run build:binary\` (the complete`,
      '  source of this product and its build script are available under the MIT licence, so the combined work can',
      '  always be rebuilt with a modified library).',
      '',
    );
  }
  return lines;
}

function interSection(packages) {
  const inter = packages.find((p) => p.name === '@fontsource-variable/inter');
  if (!inter) return [];
  return [
    '## The Inter font (SIL Open Font License 1.1)',
    '',
    `The web app serves Inter (Copyright 2016 The Inter Project Authors, https://github.com/rsms/inter) from`,
    `\`${inter.name}\` ${inter.version}: its Latin and Latin Extended variable files unchanged, and a subset of the`,
    'Latin Extended file holding only the Romanian letters (`src/web/styles/fonts/inter-romanian-wght-normal.woff2`,',
    'made by `scripts/romanian-font.ts`; a Modified Version under the OFL, which Inter\'s licence allows: it declares no',
    'Reserved Font Name). The fonts are distributed with the web app, never sold by themselves; the full licence text',
    'is in the package section below.',
    '',
  ];
}

/** The whole document, as Markdown. */
export function renderNotices({ root = ROOT, nodeBinary = process.execPath } = {}) {
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  const packages = shippedPackages(root);
  const nodeVersion = nodeVersionOf(nodeBinary);
  const out = [
    '# Third-party notices',
    '',
    `Generated by \`npm run notices\` (scripts/notices.mjs) for ${pkg.name} ${pkg.version}; do not edit by hand. This product`,
    `is MIT-licensed (LICENSE). It ships the ${packages.length} packages below (bundled into the server and web app, or loaded`,
    'beside them) and, in the single executable, Node.js. "Shipped in": `server` for the server and its command line,',
    '`web` for the web app served to browsers (and its server render).',
    '',
    '| Package | Version | Licence | Shipped in |',
    '|---|---|---|---|',
    ...packages.map((p) => `| ${p.name} | ${p.version} | ${p.license} | ${[...p.via].sort().join(', ')} |`),
    '',
    ...libvipsSection(packages),
    ...interSection(packages),
    '## Node.js',
    '',
    `The single executable (\`npm run build:binary\`) is a copy of the Node.js ${nodeVersion} binary with the application`,
    'injected. Node.js is MIT-licensed and includes third-party libraries (V8, libuv, OpenSSL, ICU, ...) under their own',
    `licences, listed in its LICENSE file: https://github.com/nodejs/node/blob/${nodeVersion}/LICENSE`,
    '',
  ];
  const nodeLicense = nodeLicenseText(nodeBinary);
  if (nodeLicense) out.push(fenced(nodeLicense), '');

  out.push('## Licence texts of the packages', '');
  const standard = new Set();
  for (const p of packages) {
    out.push(`### ${p.name} ${p.version}`, '', `Licence: ${p.license}.${p.meta.homepage ? ` ${p.meta.homepage}` : ''}`, '');
    const files = licenseFiles(p.dir);
    for (const file of files) out.push(`\`${file}\`:`, '', fenced(readFileSync(path.join(p.dir, file), 'utf8')), '');
    if (files.length === 0) {
      const section = readmeLicenseSection(p.dir);
      if (section) out.push('From its README (the package holds no licence file):', '', fenced(section), '');
      else out.push(`The package holds no licence file; its package.json declares ${p.license}.`, '');
    }
    for (const id of standardTexts(root, p.license)) {
      standard.add(id);
      if (files.length === 0) out.push(`The full text of ${id} is under "Standard licence texts" below.`, '');
    }
  }
  if (standard.size) {
    out.push('## Standard licence texts', '');
    for (const id of [...standard].sort()) out.push(`### ${id}`, '', fenced(readFileSync(path.join(root, 'LICENSES', `${id}.txt`), 'utf8')), '');
  }
  return `${out.join('\n').trimEnd()}\n`;
}

/** Writes the notices to `out` and answers its path and the number of packages. */
export function writeNotices({ root = ROOT, out = path.join(root, 'THIRD_PARTY_NOTICES.md'), nodeBinary = process.execPath } = {}) {
  const text = renderNotices({ root, nodeBinary });
  writeFileSync(out, text);
  return { path: out, packages: shippedPackages(root).length, bytes: Buffer.byteLength(text) };
}

const isEntry = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname);
if (isEntry) {
  const out = process.argv[2] ? path.resolve(process.argv[2]) : undefined;
  const written = writeNotices({ out });
  console.log(`Wrote ${path.relative(process.cwd(), written.path)}: ${written.packages} packages, ${(written.bytes / 1024).toFixed(0)} KB`);
}
