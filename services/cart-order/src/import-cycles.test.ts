import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/*
 * The service's folders depend one way: checkout calls the orders, the orders call the certificates,
 * never back. A cycle (the orders importing checkout, say) is how three files came to decide an
 * order's life between them; this test keeps it from coming back. Type-only imports count too.
 */

const src = dirname(fileURLToPath(import.meta.url));

/** Every source file of the service (tests left out) and the files of the service it imports. */
function importGraph(): Map<string, string[]> {
  const files = (readdirSync(src, { recursive: true }) as string[]).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(join(src, file), 'utf8'), true, true);
    const local = importedFiles
      .map((imported) => imported.fileName)
      .filter((name) => name.startsWith('.'))
      .map((name) => relative(src, resolve(src, dirname(file), name)).replace(/\.js$/, '.ts'));
    graph.set(file, local);
  }
  return graph;
}

/** A top-level folder (orders, checkout…), or a file at the top (clients.ts, the module). */
const folderOf = (file: string) => file.split('/')[0]!;

/** The cycles of a graph, each as the path that closes it (a → b → a). */
function cycles(graph: Map<string, Set<string>>): string[] {
  const found: string[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const path: string[] = [];
  const visit = (node: string) => {
    state.set(node, 'visiting');
    path.push(node);
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === 'visiting') found.push([...path.slice(path.indexOf(next)), next].join(' → '));
      else if (!state.has(next)) visit(next);
    }
    path.pop();
    state.set(node, 'done');
  };
  for (const node of [...graph.keys()].sort()) if (!state.has(node)) visit(node);
  return found;
}

describe('imports between the parts of cart-order', () => {
  const files = importGraph();

  it('finds the imports it checks (a path it cannot read would pass any graph)', () => {
    expect(files.get('checkout/order-payments.service.ts')).toContain('orders/order-lifecycle.service.ts');
    for (const imported of [...files.values()].flat()) expect(files.has(imported), imported).toBe(true);
  });

  it('runs one way between folders: no folder imports one that imports it back', () => {
    const folders = new Map<string, Set<string>>();
    for (const [file, imported] of files) {
      const from = folderOf(file);
      const edges = folders.get(from) ?? new Set<string>();
      for (const target of imported) if (folderOf(target) !== from) edges.add(folderOf(target));
      folders.set(from, edges);
    }
    expect(folders.get('checkout')).toContain('orders');
    expect(cycles(folders)).toEqual([]);
  });

  it('has no cycle between files either, but for the two sides of an entity relation', () => {
    // An order and its lines name each other for TypeORM's relation (`() => Order`, read once both have loaded).
    const entityRelation = (from: string, to: string) => from.endsWith('.entity.ts') && to.endsWith('.entity.ts');
    const graph = new Map([...files].map(([file, imported]) => [file, new Set(imported.filter((target) => !entityRelation(file, target)))]));
    expect(cycles(graph)).toEqual([]);
  });
});
