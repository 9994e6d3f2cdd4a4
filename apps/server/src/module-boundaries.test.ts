// ARCHITECTURE.md: each module's imports point one way. A cycle between module folders (a imports b, b imports a,
// directly or around a longer loop) fails here, naming the files on each edge. Tests and test data are left out.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const modulesDir = path.join(import.meta.dirname, 'modules');
const isProduction = (name: string) => /\.tsx?$/.test(name) && !/\.test\.ts$|-test-[\w-]+\.ts$|test-data\.ts$/.test(name);

function filesOf(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesOf(full) : isProduction(entry.name) ? [full] : [];
  });
}

/** Module folder -> the module folders it imports, each with the files that make the edge. */
export function moduleGraph(root: string): Map<string, Map<string, string[]>> {
  const graph = new Map<string, Map<string, string[]>>();
  const folders = readdirSync(root, { withFileTypes: true }).filter((d) => d.isDirectory());
  for (const { name: from } of folders) {
    const edges = new Map<string, string[]>();
    graph.set(from, edges);
    for (const file of filesOf(path.join(root, from))) {
      for (const match of readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)) {
        const target = path.resolve(path.dirname(file), match[1]);
        const relative = path.relative(root, target);
        if (relative.startsWith('..')) continue;
        const to = relative.split(path.sep)[0];
        // A table's foreign key to another module's table is a relation in the one schema (db/schema.ts), not a
        // call between modules: tables importing tables make no edge.
        if (file.endsWith('.tables.ts') && relative.endsWith('.tables.ts')) continue;
        if (to === from || !to) continue;
        edges.set(to, [...(edges.get(to) ?? []), `${path.relative(root, file)} -> ${relative}`]);
      }
    }
  }
  return graph;
}

/** Every strongly connected group of two or more folders (Tarjan), each sorted. */
export function cyclesOf(graph: Map<string, Map<string, string[]>>): string[][] {
  let index = 0;
  const indexOf = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const visit = (v: string) => {
    indexOf.set(v, index);
    low.set(v, index++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v)?.keys() ?? []) {
      if (!indexOf.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, indexOf.get(w)!));
    }
    if (low.get(v) === indexOf.get(v)) {
      const group: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1) groups.push(group.sort());
    }
  };
  for (const v of graph.keys()) if (!indexOf.has(v)) visit(v);
  return groups;
}

describe('module boundaries', () => {
  it('finds the module folders and their imports', () => {
    const graph = moduleGraph(modulesDir);
    expect(graph.get('checkout')?.has('appointments')).toBe(true);
    expect(graph.get('inventory')?.has('products')).toBe(true);
  });

  it('has no import cycle between module folders', () => {
    const graph = moduleGraph(modulesDir);
    const cycles = cyclesOf(graph).map((group) => group.flatMap((from) => group.flatMap((to) => graph.get(from)?.get(to) ?? [])));
    expect(cycles).toEqual([]);
  });

  it('reports a cycle when one is there (the check can fail)', () => {
    const graph = new Map([
      ['a', new Map([['b', ['a/x.ts -> b/y.ts']]])],
      ['b', new Map([['c', ['b/y.ts -> c/z.ts']]])],
      ['c', new Map([['a', ['c/z.ts -> a/x.ts']]])],
      ['d', new Map([['a', ['d/w.ts -> a/x.ts']]])],
    ]);
    expect(cyclesOf(graph)).toEqual([['a', 'b', 'c']]);
  });

  it('checkout never writes the appointments table: appointments move through their lifecycle service', () => {
    const writes = filesOf(path.join(modulesDir, 'checkout')).flatMap((file) =>
      /\.(update|insert|delete)\(appointments\)|(update|insert into|delete from)\s+appointments\b/i.test(readFileSync(file, 'utf8'))
        ? [path.relative(modulesDir, file)]
        : [],
    );
    expect(writes).toEqual([]);
  });
});
