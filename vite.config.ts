import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type ResolveModulePreloadDependenciesFn, type Rolldown } from 'vite';

const OUT_DIR = path.resolve('dist/client');
/** The server render's bundle (one CommonJS file the server loads: server/modules/pages/ssr-bundle.ts). */
const SSR_OUT_DIR = path.resolve('dist/ssr');
const CLIENT_MANIFEST = path.join(OUT_DIR, '.vite/manifest.json');
/** React 19 has useSyncExternalStore: wouter's import of the old shim gets React's own (less JavaScript on every page). */
const alias = { 'use-sync-external-store/shim/index.js': path.resolve('src/web/lib/use-sync-external-store-shim.ts') };

/** `virtual:client-manifest` in the server render: the client build's manifest (so build the client first). In
 * development there is no build: an empty manifest, and Vite serves the modules (`npm run dev`). */
function clientManifest(): Plugin {
  const id = 'virtual:client-manifest';
  let serving = false;
  return {
    name: 'client-manifest',
    configResolved(config) {
      serving = config.command === 'serve';
    },
    resolveId: (source) => (source === id ? `\0${id}` : null),
    load: (resolved) => (resolved === `\0${id}` ? `export default ${serving ? '{}' : readFileSync(CLIENT_MANIFEST, 'utf8')};` : null),
  };
}

/**
 * `vite build --ssr`: the same app for Node, every dependency inside (no node_modules needed at run time, so the single
 * executable can carry it), one CommonJS file without code splitting (the server needs every page at once anyway),
 * React's production build whatever NODE_ENV the server runs with.
 */
const ssrConfig = defineConfig({
  root: 'src/web',
  publicDir: false,
  plugins: [react(), clientManifest()],
  resolve: { alias },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true, target: 'node' },
  build: {
    ssr: 'entry-server.tsx',
    outDir: SSR_OUT_DIR,
    emptyOutDir: true,
    copyPublicDir: false,
    sourcemap: false,
    minify: false,
    rolldownOptions: { output: { format: 'cjs', entryFileNames: 'entry-server.cjs', codeSplitting: false } },
  },
});

/** Writes .br and .gz beside every text asset, so the server sends them compressed without compressing per request. */
function precompress(): Plugin {
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const full = path.join(dir, name);
      return statSync(full).isDirectory() ? walk(full) : [full];
    });
  let outDir = OUT_DIR;
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of walk(outDir)) {
        if (!/\.(js|css|html|svg|json|txt)$/.test(file)) continue;
        const data = readFileSync(file);
        if (data.length < 1024) continue;
        writeFileSync(`${file}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
      }
    },
  };
}

/**
 * The app is asked for after the first paint (issue 14, LCP): in the built index.html the app's module script and its
 * modulepreload links give way to one small script, boot.ts (a second entry of the build), which names the app in
 * `data-app` and its static imports in `data-preload` and loads them once the page has painted. The app's chunks are
 * the same as with a plain script tag (boot.ts imports nothing; making main.tsx a dynamic import of boot.ts split its
 * shared modules into five more chunks, +2.5 KB gzip), and its stylesheet link stays (the server inlines it).
 */
function deferApp(): Plugin {
  const tag = (pattern: string) => new RegExp(`\\s*<${pattern}[^>]*>(?:</script>)?`, 'g');
  return {
    name: 'defer-app',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const boot = Object.values(ctx.bundle ?? {}).find((c) => c.type === 'chunk' && c.isEntry && c.facadeModuleId?.endsWith('/boot.ts'));
        const app = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html)?.[1];
        if (!boot || !app) throw new Error('defer-app: no boot.ts entry or no module script in index.html');
        const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]!);
        const rest = html.replace(tag('script type="module"'), '').replace(tag('link rel="modulepreload"'), '');
        const script = `<script type="module" crossorigin src="/${boot.fileName}" data-app="${app}" data-preload="${preloads.join(' ')}"></script>`;
        // The app's stylesheet link between markers: a server-rendered page inlines its stylesheets there instead
        // (server/modules/pages/page-template.ts).
        const styled = rest.replace(/<link rel="stylesheet" crossorigin href="[^"]+">/, (link) => `<!--page-styles-->${link}<!--/page-styles-->`);
        if (styled === rest) throw new Error('defer-app: no stylesheet link in index.html');
        return styled.replace('</head>', `  ${script}\n  </head>`);
      },
    },
  };
}

/**
 * A lazy chunk's preload list (`__vite__mapDeps`, build.modulePreload.resolveDependencies) without the files its
 * importer already loaded with itself, its static imports recursively (React, the router, the API client...): the
 * importer is running when it asks for the chunk, so preloading them again fetches nothing. Every page's app chunk
 * named them for each of its lazy pages (issue 24: ~0.1 KB gzip of /home's budget). The bundle is read in
 * generateBundle ('pre'), before Vite writes the lists; without it nothing is left out.
 */
function preloadOnlyNew() {
  let bundle: Rolldown.OutputBundle | null = null;
  const loadedWith = (file: string, seen = new Set<string>()): Set<string> => {
    const chunk = bundle?.[file];
    if (chunk?.type === 'chunk') {
      for (const imported of chunk.imports) {
        if (seen.has(imported)) continue;
        seen.add(imported);
        loadedWith(imported, seen);
      }
    }
    return seen;
  };
  const plugin: Plugin = {
    name: 'preload-only-new',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(_options, output) {
        bundle = output;
      },
    },
  };
  const resolveDependencies: ResolveModulePreloadDependenciesFn = (_file, deps, { hostId }) => {
    const loaded = loadedWith(hostId);
    return deps.filter((dep) => !loaded.has(dep));
  };
  return { plugin, resolveDependencies };
}

const preloads = preloadOnlyNew();

const clientConfig = defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react(), deferApp(), precompress(), clientManifest(), preloads.plugin],
  resolve: { alias },
  build: {
    outDir: OUT_DIR,
    emptyOutDir: true,
    assetsDir: 'assets',
    // The home banner is the hero's CSS background: inlined as a data: URL (inside the inlined CSS, no request before
    // the first paint). Fonts never (the CSP's font-src is 'self'); other assets under 4 KB as Vite does by default.
    assetsInlineLimit: (file) => (file.endsWith('/hero-banner.svg') ? true : file.endsWith('.woff2') ? false : undefined),
    sourcemap: false,
    reportCompressedSize: true,
    // .vite/manifest.json: which files each page chunk needs, for the server render's preload links.
    manifest: true,
    // Every browser that runs our module scripts knows <link rel="modulepreload">: no polyfill in the entry.
    modulePreload: { polyfill: false, resolveDependencies: preloads.resolveDependencies },
    // boot.ts: the page's one script, which loads the app after the first paint (deferApp).
    rolldownOptions: {
      input: { index: path.resolve('src/web/index.html'), boot: path.resolve('src/web/boot.ts') },
      // React in a chunk of its own (66 KB gzip): an update of the site's code leaves it cached, and three small chunks
      // (react, jsx-runtime, react-dom inside the app's) become one, 0.4 KB less on the first visit.
      output: { codeSplitting: { groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ }] } },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://127.0.0.1:3000',
      '/trpc': 'http://127.0.0.1:3000',
      // Pages: a browser's navigation (it asks for HTML) goes to the server, which renders it as in production
      // (scripts/dev-server.ts); every other request (modules, styles, images) Vite serves itself.
      '/': { target: 'http://127.0.0.1:3000', bypass: (request) => (request.headers.accept?.includes('text/html') ? undefined : request.url) },
    },
  },
});

export default defineConfig((env) => (env.isSsrBuild ? ssrConfig : clientConfig));
