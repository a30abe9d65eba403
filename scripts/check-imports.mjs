// The API's module graph: which module folder (apps/api/src/modules/<name>/) imports which, and
// the cycles in it. A cycle cannot be seen from one file, so this reads every source file once;
// eslint.config.js's `boundaries/imports` rule uses it to mark each import that closes a cycle,
// so `npm run lint` (and CI's lint step) fails on one. Run alone, it prints every cycle with the
// files that make it: `node scripts/check-imports.mjs` (exit 1 when there is one).
// Dependency-free on purpose: a regex over import/export specifiers is enough for our own code.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const MODULES = 'apps/api/src/modules/';

// `import … from '…'`, `export … from '…'` (names, `* as x`, `type`), `import '…'`, `import('…')`.
const SPECIFIERS = [
  /^\s*(?:import|export)\s+(?:type\s+)?[\w$*{},\s]*?\s*from\s*['"]([^'"]+)['"]/gm,
  /^\s*import\s*['"]([^'"]+)['"]/gm,
  /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
];

/** A path from the repository root with forward slashes. */
export function repoPath(file) {
  return path.relative(ROOT, file).split(path.sep).join('/');
}

/** The node of the module graph a repository path belongs to: a module folder, or a file directly under modules/ (scope.ts). */
export function moduleOf(repoFile) {
  if (!repoFile.startsWith(MODULES)) return null;
  const rest = repoFile.slice(MODULES.length);
  const slash = rest.indexOf('/');
  return slash === -1 ? rest.replace(/\.(js|ts)$/, '') : rest.slice(0, slash);
}

function sourceFiles(dir, out = []) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) sourceFiles(full, out);
    else if (/\.tsx?$/.test(entry.name)) out.push(full);
  }
  return out;
}

/** Relative specifiers of one file's imports and re-exports. */
export function relativeSpecifiers(text) {
  const found = new Set();
  for (const pattern of SPECIFIERS) for (const match of text.matchAll(pattern)) if (match[1].startsWith('.')) found.add(match[1]);
  return [...found];
}

/**
 * Edges between module nodes: Map<from, Map<to, [{file, specifier}]>>. A module's own test files
 * count too: a test that reaches into another module is still that module depending on it.
 */
export function moduleGraph() {
  const graph = new Map();
  for (const file of sourceFiles(path.join(ROOT, MODULES))) {
    const from = moduleOf(repoPath(file));
    for (const specifier of relativeSpecifiers(fs.readFileSync(file, 'utf8'))) {
      const to = moduleOf(repoPath(path.resolve(path.dirname(file), specifier)));
      if (!to || to === from) continue;
      if (!graph.has(from)) graph.set(from, new Map());
      const targets = graph.get(from);
      if (!targets.has(to)) targets.set(to, []);
      targets.get(to).push({ file: repoPath(file), specifier });
    }
  }
  return graph;
}

/** Strongly connected components (Tarjan): Map<node, component id>. Two nodes share an id exactly when each reaches the other. */
export function components(graph) {
  const nodes = new Set([...graph.keys(), ...[...graph.values()].flatMap((targets) => [...targets.keys()])]);
  const index = new Map();
  const low = new Map();
  const component = new Map();
  const stack = [];
  let counter = 0;
  const visit = (node) => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    for (const next of graph.get(node)?.keys() ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (stack.includes(next)) low.set(node, Math.min(low.get(node), index.get(next)));
    }
    if (low.get(node) === index.get(node)) {
      let member;
      do {
        member = stack.pop();
        component.set(member, node);
      } while (member !== node);
    }
  };
  for (const node of nodes) if (!index.has(node)) visit(node);
  return component;
}

/** The shortest path of modules from `start` to `goal` (breadth first), or null. */
export function shortestPath(graph, start, goal) {
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift();
    if (node === goal) {
      const pathBack = [];
      for (let step = goal; step !== null; step = previous.get(step)) pathBack.unshift(step);
      return pathBack;
    }
    for (const next of graph.get(node)?.keys() ?? []) {
      if (!previous.has(next)) {
        previous.set(next, node);
        queue.push(next);
      }
    }
  }
  return null;
}

/**
 * Every edge that lies on a cycle (both ends in one strongly connected component), each with
 * the way back that closes it: [{from, to, files, back}], `back` being the modules from `to` to `from`.
 */
export function cycleEdges(graph = moduleGraph()) {
  const component = components(graph);
  const edges = [];
  for (const [from, targets] of graph) {
    for (const [to, files] of targets) {
      if (component.get(from) === component.get(to)) edges.push({ from, to, files, back: shortestPath(graph, to, from) });
    }
  }
  return edges;
}

/** Elementary cycles of the graph (each once, starting from its smallest node), at most `limit` of them. */
export function elementaryCycles(graph, limit = 100) {
  const cycles = [];
  const nodes = [...graph.keys()].sort();
  const extend = (start, pathSoFar) => {
    for (const next of graph.get(pathSoFar.at(-1))?.keys() ?? []) {
      if (cycles.length >= limit) return;
      if (next === start) cycles.push([...pathSoFar, start]);
      else if (next > start && !pathSoFar.includes(next)) extend(start, [...pathSoFar, next]);
    }
  };
  for (const start of nodes) extend(start, [start]);
  return cycles;
}

function report() {
  const graph = moduleGraph();
  const cycles = elementaryCycles(graph);
  if (cycles.length === 0) {
    console.log(`No import cycles between the modules under ${MODULES}.`);
    return 0;
  }
  console.log(`Import cycles between modules under ${MODULES}:`);
  for (const cycle of cycles) {
    console.log(`\n  ${cycle.join(' → ')}`);
    for (let i = 0; i + 1 < cycle.length; i++) {
      for (const { file, specifier } of graph.get(cycle[i]).get(cycle[i + 1]))
        console.log(`    ${cycle[i]} → ${cycle[i + 1]}: ${file} imports '${specifier}'`);
    }
  }
  console.log('\nMove what both sides need to the module that owns it or to apps/api/src/lib/.');
  return 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) process.exitCode = report();
