import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * `mantine-styles.ts` imports the stylesheet of each Mantine component the app shows, not the whole
 * `@mantine/core/styles.css`. What "each component the app shows" means is read from Mantine's own
 * published modules, not from our list: every name the app imports from a Mantine package is
 * followed through that package's ES modules, and every `<Name>.module.mjs` (a component's class
 * names) reached on the way needs `styles/<Name>.css`. The order is `styles.css`'s, in which later
 * components override earlier ones.
 */
const WEB = path.resolve(__dirname, '..', '..');
const SRC = path.join(WEB, 'src');
const MANTINE = path.join(WEB, '..', '..', 'node_modules', '@mantine');
const CORE_ESM = path.join(MANTINE, 'core', 'esm');
const STYLES_MODULE = path.join(SRC, 'app', 'mantine-styles.ts');
/** The global sheets every component relies on (Mantine's docs: they come first). */
const GLOBAL_SHEETS = ['baseline', 'default-css-variables', 'global'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** `{ A, type B, C as D }` → the imported names that are values: A, C. */
function importedNames(list: string): string[] {
  return list
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part && !part.startsWith('type '))
    .map((part) => part.split(/\s+as\s+/)[0]!.trim());
}

const IMPORT = /import\s+(type\s+)?\{([^}]*)\}\s+from\s+["']([^"']+)["']/g;
const SIDE_IMPORT = /(?:import|export)\s+(?:[^"';]*?\s+from\s+)?["'](\.[^"']+)["']/g;

/** The names the app imports from each Mantine package. */
function appImports(): Map<string, Set<string>> {
  const byPackage = new Map<string, Set<string>>();
  for (const file of sourceFiles(SRC)) {
    for (const [, typeOnly, list, from] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const pkg = /^@mantine\/([a-z]+)$/.exec(from!)?.[1];
      if (!pkg || typeOnly) continue;
      const names = byPackage.get(pkg) ?? new Set<string>();
      for (const name of importedNames(list!)) names.add(name);
      byPackage.set(pkg, names);
    }
  }
  return byPackage;
}

/** A package's exported name → the module that defines it (its `esm/index.mjs` imports each one). */
function exportMap(pkg: string): Map<string, string> {
  const esm = path.join(MANTINE, pkg, 'esm');
  const map = new Map<string, string>();
  for (const [, , list, from] of readFileSync(path.join(esm, 'index.mjs'), 'utf8').matchAll(IMPORT)) {
    for (const name of importedNames(list!)) map.set(name, path.resolve(esm, from!));
  }
  return map;
}

/** The component style sheets (`styles/<Name>.css` names) that the app's Mantine imports reach. */
function neededSheets(): Set<string> {
  const exports = new Map<string, Map<string, string>>();
  const moduleOf = (pkg: string, name: string) => {
    if (!exports.has(pkg)) exports.set(pkg, exportMap(pkg));
    return exports.get(pkg)!.get(name);
  };
  const seen = new Set<string>();
  const stack: string[] = [];
  for (const [pkg, names] of appImports()) for (const name of names) stack.push(moduleOf(pkg, name) ?? '');
  const sheets = new Set<string>();
  while (stack.length) {
    const file = stack.pop()!;
    if (!file || seen.has(file) || !existsSync(file)) continue;
    seen.add(file);
    // The other packages' own classes are in their own styles.css (imported whole: they are small).
    const module = file.startsWith(CORE_ESM) ? /([A-Za-z]+)\.module\.mjs$/.exec(file) : null;
    if (module) sheets.add(module[1]!);
    const text = readFileSync(file, 'utf8');
    for (const [, , list, from] of text.matchAll(IMPORT)) {
      const pkg = /^@mantine\/([a-z]+)$/.exec(from!)?.[1];
      if (pkg) for (const name of importedNames(list!)) stack.push(moduleOf(pkg, name) ?? '');
    }
    for (const [, from] of text.matchAll(SIDE_IMPORT)) stack.push(path.resolve(path.dirname(file), from!));
  }
  return sheets;
}

/** The sheets `mantine-styles.ts` imports, in its order. */
function importedSheets(): string[] {
  return [...readFileSync(STYLES_MODULE, 'utf8').matchAll(/^import '@mantine\/core\/styles\/([A-Za-z-]+)\.css';$/gm)].map((m) => m[1]!);
}

/** Where a sheet's rules start in Mantine's whole `styles.css`. */
function positionIn(bundle: string, sheet: string): number {
  const own = readFileSync(path.join(MANTINE, 'core', 'styles', `${sheet}.css`), 'utf8').trim();
  return bundle.indexOf(own.slice(0, 300));
}

describe('the Mantine style sheets the app imports', () => {
  // Mantine's modules walked once for the two tests that read the result.
  const needed = neededSheets();

  it('are the global sheets and exactly the components the app reaches', () => {
    const imported = importedSheets();
    expect(imported.slice(0, GLOBAL_SHEETS.length)).toEqual(GLOBAL_SHEETS);
    expect(imported.slice(GLOBAL_SHEETS.length).sort()).toEqual([...needed].sort());
  });

  it("follow styles.css's order", () => {
    const bundle = readFileSync(path.join(MANTINE, 'core', 'styles.css'), 'utf8');
    const positions = importedSheets().map((sheet) => positionIn(bundle, sheet));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it('reach the components Mantine documents as built on others', () => {
    // A hand-checked case from Mantine's docs ("CSS files list"): a Button needs UnstyledButton's
    // sheet, a Select those of Input and Combobox (it has none of its own).
    for (const sheet of ['Button', 'UnstyledButton', 'Input', 'Combobox', 'Popover']) expect(needed).toContain(sheet);
  });
});
