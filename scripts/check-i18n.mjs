#!/usr/bin/env node
// The i18n rule of the web app: every phrase the UI shows is an Indonesian source phrase with an
// English entry in apps/web/src/locales/en.json or en/<domain>.json, and every entry there is used.
//
// "Used" phrases are (1) the string literals passed to `t('…')` or marked with `tk('…')` in
// apps/web/src, and (2) the phrases of packages/shared the UI shows (role and status labels, field
// and option labels), listed by apps/web/src/lib/shared-phrases.ts. A `t(` whose argument is a
// template literal is refused: the phrase could not be checked.
//
// Usage: node scripts/check-i18n.mjs        (exit 1 when something is missing or unused)
// Also run by `npm test` through apps/web/src/i18n.test.ts.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const WEB_SRC = path.join(ROOT, 'apps/web/src');
export const EN_CATALOG = path.join(WEB_SRC, 'locales/en.json');

const CALL = /(?<![\w$.])(?:t|tk|i18n\.t)\(\s*(?:'((?:\\.|[^'\\])*)'|"((?:\\.|[^"\\])*)"|(`))/g;

function unescape(literal) {
  return literal.replace(/\\(.)/g, (_m, c) => ({ n: '\n', t: '\t' })[c] ?? c);
}

/** Blanks out comments (keeping line numbers) so a phrase quoted in a comment does not count. */
export function stripComments(text) {
  let out = '';
  let i = 0;
  let quote = null;
  while (i < text.length) {
    const c = text[i];
    const next = text[i + 1];
    if (quote) {
      out += c;
      if (c === '\\') {
        out += next ?? '';
        i += 2;
        continue;
      }
      if (c === quote) quote = null;
      i += 1;
    } else if (c === '/' && next === '/') {
      while (i < text.length && text[i] !== '\n') i += 1;
    } else if (c === '/' && next === '*') {
      const end = text.indexOf('*/', i + 2);
      const stop = end < 0 ? text.length : end + 2;
      out += text.slice(i, stop).replace(/[^\n]/g, ' ');
      i = stop;
    } else {
      if (c === "'" || c === '"' || c === '`') quote = c;
      out += c;
      i += 1;
    }
  }
  return out;
}

function sourceFiles(dir) {
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...sourceFiles(full));
    else if (/\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(full);
  }
  return out;
}

/** Phrases in `t('…')` / `tk('…')` calls: Map phrase → files; plus template-literal calls as problems. */
export function collectCodePhrases(srcDir = WEB_SRC) {
  const phrases = new Map();
  const templateCalls = [];
  for (const file of sourceFiles(srcDir)) {
    const text = stripComments(readFileSync(file, 'utf8'));
    const rel = path.relative(ROOT, file);
    for (const match of text.matchAll(CALL)) {
      if (match[3]) {
        const line = text.slice(0, match.index).split('\n').length;
        templateCalls.push(`${rel}:${line}`);
        continue;
      }
      const phrase = unescape(match[1] ?? match[2]);
      if (!phrases.has(phrase)) phrases.set(phrase, new Set());
      phrases.get(phrase).add(rel);
    }
  }
  return { phrases, templateCalls };
}

const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;

function resolveRelative(from, spec) {
  if (!spec.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), spec);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')];
  return candidates.find((file) => /\.tsx?$/.test(file) && existsSync(file)) ?? null;
}

/**
 * The web app's modules in the entry chunk: main.tsx and what it imports statically, transitively
 * (a dynamic `import()` starts another chunk). Paths relative to the repository root.
 */
export function entryModules(srcDir = WEB_SRC) {
  return importGraph([path.join(srcDir, 'main.tsx')], () => STATIC_IMPORT);
}

/**
 * The modules reached from `roots` (absolute paths), following the imports that `patternOf(file)`
 * matches in each file. Paths relative to the repository root.
 */
function importGraph(roots, patternOf) {
  const seen = new Set();
  const stack = [...roots];
  while (stack.length) {
    const file = stack.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    for (const match of stripComments(readFileSync(file, 'utf8')).matchAll(patternOf(file))) {
      const target = resolveRelative(file, match[1]);
      if (target) stack.push(target);
    }
  }
  return new Set([...seen].map((file) => path.relative(ROOT, file)));
}

/** The phrases that some module of `modules` shows. */
function phrasesShownBy(phrases, modules) {
  return [...phrases].filter(([, files]) => [...files].some((file) => modules.has(file))).map(([phrase]) => phrase);
}

/**
 * en.json is part of the entry chunk and holds what the screens of the entry show (the login page,
 * the start screen, the layouts' frames): every other phrase is in a domain file, downloaded with
 * the first page that needs it. `missing`: shown by an entry module but not in en.json; `extra`:
 * in en.json but shown by no entry module.
 */
export function checkCoreCatalog({ phrases, core, entry = entryModules() }) {
  const shown = phrasesShownBy(phrases, entry);
  const keys = new Set(Object.keys(core));
  return {
    missing: shown.filter((phrase) => !keys.has(phrase)).sort(),
    extra: [...keys].filter((key) => !shown.includes(key)).sort(),
  };
}

/**
 * The student's own pages (their home, job recommendations, test lists, a test being taken) and the
 * signed-in layout around them: in English they read `en/student.json` and `en/foundation.json`
 * only (`loadEnglishDomains('student')`, about a third of the whole catalogue), the other signed-in
 * pages every domain file. Paths under apps/web/src.
 */
export const STUDENT_PAGES = [
  'app/signed-in.ts',
  'app/home-page.tsx',
  'app/student-home.tsx',
  'features/recommendations/pages/opportunity-page.tsx',
  'features/tests/pages/available-tests-page.tsx',
  'features/tests/pages/take-test-page.tsx',
];
/** Modules whose dynamic imports are other routes' pages (each route chooses its own catalogue). */
const ROUTE_TABLES = ['app/routes.tsx', 'app/main-routes.tsx', 'app/router.tsx', 'app/home-kind.ts'];
const ANY_IMPORT = /(?:^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?|\bimport\(\s*)['"]([^'"]+)['"]/gm;

/**
 * The modules of the student's pages: STUDENT_PAGES and what they import, statically or lazily (a
 * dialog loaded on demand shows its words on the same page), without following a route table into
 * other routes' pages. Paths relative to the repository root.
 */
export function studentModules(srcDir = WEB_SRC) {
  const tables = new Set(ROUTE_TABLES.map((file) => path.join(srcDir, file)));
  const roots = STUDENT_PAGES.map((file) => path.join(srcDir, file));
  for (const root of roots) if (!existsSync(root)) throw new Error(`STUDENT_PAGES names a file that is not there: ${root}`);
  return importGraph(roots, (file) => (tables.has(file) ? STATIC_IMPORT : ANY_IMPORT));
}

/**
 * en/student.json holds the phrases the student's pages show that neither en.json (the entry) nor
 * en/foundation.json (the shared labels, which any page may show) has. `missing`: shown there, in
 * none of the three; `extra`: in student.json but shown by no module of those pages.
 */
export function checkStudentCatalog({ phrases, sharedPhrases, core, foundation, student, modules = studentModules() }) {
  const shown = new Set([...phrasesShownBy(phrases, modules), ...sharedPhrases]);
  const has = (catalog, phrase) => Object.prototype.hasOwnProperty.call(catalog, phrase);
  return {
    missing: [...shown].filter((phrase) => !has(core, phrase) && !has(foundation, phrase) && !has(student, phrase)).sort(),
    extra: Object.keys(student)
      .filter((phrase) => !shown.has(phrase))
      .sort(),
  };
}

/** The catalogue's files: en.json and one per domain under locales/en/. */
export function catalogFiles() {
  const dir = path.join(WEB_SRC, 'locales/en');
  const parts = readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => path.join(dir, name));
  return [EN_CATALOG, ...parts];
}

/** The merged English catalogue; `duplicates` lists phrases that more than one file holds. */
export function loadCatalogWithDuplicates(files = catalogFiles()) {
  const catalog = {};
  const duplicates = [];
  for (const file of files) {
    for (const [key, value] of Object.entries(JSON.parse(readFileSync(file, 'utf8')))) {
      if (Object.prototype.hasOwnProperty.call(catalog, key)) duplicates.push(`${key} (${path.relative(ROOT, file)})`);
      catalog[key] = value;
    }
  }
  return { catalog, duplicates };
}

export function loadCatalog(files = catalogFiles()) {
  return loadCatalogWithDuplicates(files).catalog;
}

/** Compares used phrases with the English catalogue. */
export function checkCatalog({ codePhrases, sharedPhrases, catalog }) {
  const used = new Set([...codePhrases, ...sharedPhrases]);
  const keys = Object.keys(catalog);
  const missing = [...used].filter((p) => !Object.prototype.hasOwnProperty.call(catalog, p)).sort();
  const unused = keys.filter((k) => !used.has(k)).sort();
  const empty = keys.filter((k) => typeof catalog[k] !== 'string' || catalog[k].trim() === '').sort();
  // An interpolation in the source must survive in the English text: {{name}} in both.
  const placeholders = (s) =>
    [...String(s).matchAll(/\{\{\s*(\w+)\s*\}\}/g)]
      .map((m) => m[1])
      .sort()
      .join(',');
  const badPlaceholders = keys.filter((k) => placeholders(k) !== placeholders(catalog[k])).sort();
  return { missing, unused, empty, badPlaceholders, usedCount: used.size };
}

async function loadSharedPhrases() {
  const { register } = await import('tsx/esm/api');
  const unregister = register();
  try {
    const mod = await import(pathToFileURL(path.join(WEB_SRC, 'lib/shared-phrases.ts')).href);
    return mod.sharedPhrases();
  } finally {
    await unregister();
  }
}

async function main() {
  const { phrases, templateCalls } = collectCodePhrases();
  const { catalog, duplicates } = loadCatalogWithDuplicates();
  const shared = await loadSharedPhrases();
  const result = checkCatalog({ codePhrases: [...phrases.keys()], sharedPhrases: shared, catalog });
  let failed = false;
  const report = (title, list) => {
    if (!list.length) return;
    failed = true;
    console.error(`${title} (${list.length}):`);
    for (const item of list) console.error(`  ${JSON.stringify(item)}${phrases.get(item) ? `  ← ${[...phrases.get(item)].join(', ')}` : ''}`);
  };
  report('Phrases without an English entry in apps/web/src/locales/en.json', result.missing);
  report('Entries of en.json no code uses', result.unused);
  report('Empty English entries', result.empty);
  report('Phrases in more than one catalogue file', duplicates);
  report('Entries whose {{placeholders}} differ from the phrase', result.badPlaceholders);
  report('t() with a template literal (use a literal phrase and interpolation)', templateCalls);
  const coreCatalog = JSON.parse(readFileSync(EN_CATALOG, 'utf8'));
  const core = checkCoreCatalog({ phrases, core: coreCatalog });
  report('Phrases the entry chunk shows that en.json lacks (move them from their domain file)', core.missing);
  report('Entries of en.json no module of the entry chunk shows (move them to a domain file)', core.extra);
  const readCatalog = (name) => JSON.parse(readFileSync(path.join(WEB_SRC, 'locales/en', name), 'utf8'));
  const student = checkStudentCatalog({
    phrases,
    sharedPhrases: shared,
    core: coreCatalog,
    foundation: readCatalog('foundation.json'),
    student: readCatalog('student.json'),
  });
  report("Phrases the student's pages show that en/student.json lacks (move them there from their domain file)", student.missing);
  report("Entries of en/student.json no student's page shows (move them to a domain file)", student.extra);
  if (failed) process.exit(1);
  console.log(`i18n: ${result.usedCount} phrases, all with English; no unused entry.`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
