import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The project's one cycle check. A type-only cycle ties two modules together as surely as any other
 * (app.ts ↔ routes/* was one), so this walks every import of the code, tests and scripts, types
 * included, resolved exactly as tsc resolves them (path aliases too), and fails on any cycle. (ESLint's
 * import-x/no-cycle skipped type imports and took over half the linter's time.)
 */
function importGraph(): Map<string, string[]> {
  const config = ts.getParsedCommandLineOfConfigFile('tsconfig.json', {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} })!;
  const files = config.fileNames.filter((f) => !f.includes('/node_modules/') && !f.endsWith('routeTree.gen.ts'));
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles
      .map((imp) => ts.resolveModuleName(imp.fileName, file, config.options, ts.sys).resolvedModule?.resolvedFileName)
      .filter((target): target is string => Boolean(target) && !target!.includes('/node_modules/'));
    graph.set(relative(process.cwd(), file), [...new Set(targets.map((t) => relative(process.cwd(), t)))]);
  }
  return graph;
}

/** Strongly connected components with more than one file (or a file importing itself): Tarjan's algorithm. */
function cycles(graph: Map<string, string[]>): string[][] {
  let index = 0;
  const indices = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    indices.set(node, index);
    low.set(node, index++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!indices.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, indices.get(next)!));
    }
    if (low.get(node) === indices.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || graph.get(node)?.includes(node)) found.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!indices.has(node)) visit(node);
  return found;
}

describe('the import graph of the code, its tests and scripts', () => {
  const graph = importGraph();

  it('is read whole, aliases resolved', () => {
    expect(graph.size).toBeGreaterThan(300);
    expect(graph.get('src/server/app.ts')).toContain('src/server/deps.ts');
    expect(graph.get('src/server/accounts/account-routes.ts')).toContain('src/server/deps.ts');
  });

  it('finds a cycle when there is one', () => {
    expect(
      cycles(
        new Map([
          ['a', ['b']],
          ['b', ['c']],
          ['c', ['a']],
          ['d', ['a']],
        ]),
      ),
    ).toEqual([['a', 'b', 'c']]);
  });

  it('has no cycles, type-only imports included', () => {
    expect(cycles(graph)).toEqual([]);
  });
});
