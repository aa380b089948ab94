import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const FEATURES = './src/web/features';
const foldersOf = (dir) => readdirSync(dir, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);

/**
 * Feature boundaries (read from the folders, so a new feature is covered on creation): the public site and the
 * dashboard never import each other; a public page folder imports only itself (shared parts live in components/ or
 * lib/); a dashboard area imports only itself and dashboard/ui, except the shell, which composes the areas.
 */
const featureZones = [
  { target: `${FEATURES}/public`, from: `${FEATURES}/dashboard`, message: 'Public pages never import dashboard code (it would load on public pages).' },
  { target: `${FEATURES}/dashboard`, from: `${FEATURES}/public`, message: 'Shared parts belong in src/web/components or src/web/lib.' },
  ...foldersOf(`${FEATURES}/public`).map((page) => ({
    target: `${FEATURES}/public/${page}`,
    from: `${FEATURES}/public`,
    except: [`./${page}`],
    message: 'A public page imports only its own folder; move what two pages share to src/web/components or src/web/lib.',
  })),
  ...foldersOf(`${FEATURES}/dashboard`)
    .filter((area) => area !== 'ui' && area !== 'shell')
    .map((area) => ({
      target: `${FEATURES}/dashboard/${area}`,
      from: `${FEATURES}/dashboard`,
      except: [`./${area}`, './ui'],
      message: 'A dashboard area imports only its own folder and dashboard/ui; move what two areas share to dashboard/ui.',
    })),
];

const MODULES = './src/server/modules';

/**
 * Server module boundaries (read from the folders, like the web's): a module reaches another module through its
 * service (`*.service.ts`) or its public index (`index.ts`), never through its repository; permissions and the actor
 * live in the shared kernel (src/server/kernel), which imports no module.
 */
const moduleZones = [
  ...foldersOf(MODULES).map((module) => ({
    target: `${MODULES}/${module}`,
    from: foldersOf(MODULES)
      .filter((other) => other !== module)
      .map((other) => `${MODULES}/${other}/*.repository.ts`),
    message: "Another module's repository is its own: import its service or its index.ts (add what you need there).",
  })),
  { target: './src/server/kernel', from: MODULES, message: 'The kernel imports no module: modules import the kernel.' },
];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'coverage/**', 'uploads/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': ['error', { selector: 'TSEnumDeclaration', message: 'Use a const array and a union type instead of enum.' }],
    },
  },
  {
    // import-x for the boundary rules below (no-restricted-paths, no-nodejs-modules). Import cycles, type-only ones
    // included, are checked by test/unit/import-cycles.test.ts with the TypeScript compiler's own resolution, over
    // every project: one check, not a second one here (decision 210).
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
    },
  },
  {
    files: ['src/web/**'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: featureZones }] },
  },
  {
    files: ['src/server/**'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: moduleZones }] },
  },
  {
    // Imports flow one way: shared <- server, shared <- web. The browser takes only types from the server.
    files: ['src/shared/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/server/**', '**/web/**'] }] },
  },
  {
    files: ['src/web/**'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/server/**'], allowTypeImports: true, message: 'The browser imports only types from the server.' }] },
      ],
    },
  },
  {
    // The browser's code and the code both sides share use no Node API. (TypeScript cannot say so for the web: the
    // router type it imports from the server brings Node's types along, through Fastify's and better-sqlite3's.)
    files: ['src/web/**', 'src/shared/**'],
    rules: {
      'import-x/no-nodejs-modules': 'error',
      'no-restricted-globals': ['error', ...['process', 'Buffer', 'global', '__dirname', '__filename', 'require', 'module', 'setImmediate', 'clearImmediate'].map((name) => ({ name, message: 'A Node global: not in the browser.' }))],
    },
  },
  {
    files: ['db/migrations/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/src/**'] }] },
  },
);
