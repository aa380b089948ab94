// Issue 23, "Boundaries on the server as on the web": no import cycles, type-only imports included. The graph is read
// with the TypeScript compiler itself: every import, re-export and dynamic import() of every TypeScript file of the
// three projects (src, and the tests, benches and scripts), resolved as tsc resolves it. It is the repository's one
// cycle check: ESLint's import-x/no-cycle skipped `import type` and cost the lint a fifth of its time (decision 210).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve('.');
const NODE_MODULES = path.join(ROOT, 'node_modules') + path.sep;
const ours = (file: string) => file.startsWith(ROOT + path.sep) && !file.startsWith(NODE_MODULES);
const rel = (file: string) => path.relative(ROOT, file).split(path.sep).join('/');

/**
 * Cycles known and being removed elsewhere, as the sorted files of their strongly connected component. Each entry
 * names the change that removes it; delete the entry when that change is merged (the test then holds it to zero).
 */
const KNOWN_CYCLES: string[][] = [];

/** The TypeScript files of the server, web and tools projects (decision 190), each with its project's compiler options. */
function sourceFiles(): Array<{ file: string; options: ts.CompilerOptions }> {
  return ['tsconfig.server.json', 'tsconfig.web.json', 'tsconfig.json'].flatMap((name) => {
    const configFile = ts.readConfigFile(path.join(ROOT, name), ts.sys.readFile);
    const { options, fileNames } = ts.parseJsonConfigFileContent(configFile.config, ts.sys, ROOT);
    return fileNames.filter((f) => ours(path.resolve(f)) && /\.tsx?$/.test(f)).map((f) => ({ file: path.resolve(f), options }));
  });
}

function sourceGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const { file, options } of sourceFiles()) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = new Set<string>();
    for (const { fileName } of importedFiles) {
      const resolved = ts.resolveModuleName(fileName, file, options, ts.sys).resolvedModule;
      if (!resolved || resolved.isExternalLibraryImport) continue;
      const target = path.resolve(resolved.resolvedFileName);
      if (ours(target) && target !== file) targets.add(rel(target));
    }
    graph.set(rel(file), [...targets].sort());
  }
  return graph;
}

/** Tarjan's strongly connected components with more than one file: each is one or more cycles. */
function cyclicComponents(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const out: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1) out.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return out;
}

/** One concrete loop inside a component, to name in the failure: a shortest path from its first file back to it. */
function loopIn(graph: Map<string, string[]>, component: string[]): string {
  const members = new Set(component);
  const start = component[0]!;
  const previous = new Map<string, string>();
  const queue = [start];
  while (queue.length) {
    const node = queue.shift()!;
    for (const next of graph.get(node) ?? []) {
      if (!members.has(next)) continue;
      if (next === start) {
        const chain = [node];
        while (previous.has(chain[0]!)) chain.unshift(previous.get(chain[0]!)!);
        return [start, ...chain.slice(chain[0] === start ? 1 : 0), start].join(' -> ');
      }
      if (!previous.has(next) && next !== start) {
        previous.set(next, node);
        queue.push(next);
      }
    }
  }
  return component.join(', ');
}

describe('import graph of the repository', () => {
  const graph = sourceGraph();

  it('reads the whole tree, type-only imports included', () => {
    expect(graph.size).toBeGreaterThan(400);
    // deps.ts imports only types: if those were skipped it would have no edges.
    expect(graph.get('src/server/deps.ts')?.length).toBeGreaterThan(0);
    // Both projects, and the one import from the web into the server (a type).
    expect(graph.get('src/web/lib/trpc.ts')).toContain('src/server/trpc/app-router.ts');
    // The tools project too: a test and the helpers it imports.
    expect(graph.get('test/e2e/accessibility.test.ts')).toContain('test/helpers/accessibility-walk.ts');
  });

  it('has no import cycle but the known ones', () => {
    const known = new Set(KNOWN_CYCLES.map((files) => files.join('|')));
    const cycles = cyclicComponents(graph)
      .filter((component) => !known.has(component.join('|')))
      .map((component) => loopIn(graph, component));
    expect(cycles).toEqual([]);
  });

  it('finds a two-file cycle', () => {
    const made = new Map(graph);
    made.set('a.ts', ['b.ts']);
    made.set('b.ts', ['a.ts']);
    expect(cyclicComponents(made)).toContainEqual(['a.ts', 'b.ts']);
  });
});
