// ESLint (flat config): `npm run lint`. typescript-eslint's recommended rules for every TypeScript
// and JavaScript file, React's rules of hooks for the web app, and the import boundaries of
// ARCHITECTURE.md ("Conventions") as a small local rule that resolves each relative import; the
// API's module cycles need the whole graph, which scripts/check-imports.mjs reads.
// Formatting is Prettier's job (`npm run format`), so no stylistic rules here.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'eslint/config';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { cycleEdges, moduleOf } from './scripts/check-imports.mjs';

const ROOT = path.dirname(fileURLToPath(import.meta.url));
const APP_PACKAGES = ['@jalurkarir/api', '@jalurkarir/web'];

/** Where an import points, as a path from the repository root ('' for a package that is not ours). */
function target(file, specifier) {
  if (specifier.startsWith('.'))
    return path
      .relative(ROOT, path.resolve(path.dirname(file), specifier))
      .split(path.sep)
      .join('/');
  const app = APP_PACKAGES.find((name) => specifier === name || specifier.startsWith(`${name}/`));
  return app ? `apps/${app.slice('@jalurkarir/'.length)}/${specifier.slice(app.length + 1)}` : '';
}

const FEATURE = /^apps\/web\/src\/features\/([^/]+)(\/|$)/;
const API = 'apps/api/src/';
const under = (file, folder) => file === folder || file.startsWith(`${folder}/`);

// The module edges on a cycle ("a→b" → the way back from b to a). Read again when older than a
// few seconds, so an editor's long-lived ESLint sees a cycle removed; one lint run reads it a few times.
let cycles = { at: 0, back: new Map() };
function cycleBack(fromModule, toModule) {
  if (Date.now() - cycles.at > 5000) {
    cycles = { at: Date.now(), back: new Map(cycleEdges().map((edge) => [`${edge.from}→${edge.to}`, edge.back])) };
  }
  return cycles.back.get(`${fromModule}→${toModule}`);
}

/** The reason an import breaks the API's layers (ARCHITECTURE.md, "Conventions"), or null. */
function apiCrossing(from, to) {
  // The demo seed uses the modules; only the entry point, tests and bench may start it.
  if (under(to, `${API}seed`) && from.startsWith(API) && !under(from, `${API}seed`) && from !== `${API}server.ts` && !from.endsWith('.test.ts')) {
    return 'only server.ts, tests and bench import the seed (it is an application of the modules, above them)';
  }
  if ((under(from, `${API}db`) || under(from, `${API}lib`)) && under(to, `${API}modules`)) {
    return 'db/ and lib/ are below the modules and import nothing from modules/: move the piece they need to lib/';
  }
  const fromModule = moduleOf(from);
  const toModule = moduleOf(to);
  const back = fromModule && toModule && fromModule !== toModule ? cycleBack(fromModule, toModule) : undefined;
  if (back) {
    return `modules/${fromModule} → modules/${toModule} closes an import cycle (${[fromModule, ...back].join(' → ')}): move what both need to the module that owns it or to lib/ (node scripts/check-imports.mjs lists every cycle)`;
  }
  return null;
}

/** The reason an import crosses a boundary, or null when it may. */
function crossing(from, to) {
  const ownFeature = FEATURE.exec(from)?.[1];
  const otherFeature = FEATURE.exec(to)?.[1];
  if (ownFeature && otherFeature && ownFeature !== otherFeature) {
    return `web features do not import each other (features/${ownFeature} → features/${otherFeature}): move what both need to components/ or lib/`;
  }
  if (from.startsWith('apps/web/src/components/') && (to === 'apps/web/src/app' || to.startsWith('apps/web/src/app/'))) {
    return 'components/ does not import app/ (the shell): move what the component needs to lib/ or components/';
  }
  if (from.startsWith('packages/shared/') && to.startsWith('apps/')) {
    return 'packages/shared imports nothing of the apps';
  }
  return apiCrossing(from, to);
}

const boundaries = {
  rules: {
    imports: {
      meta: {
        type: 'problem',
        docs: { description: 'import boundaries between features, components, app and shared, and the API layers and module cycles' },
        schema: [],
      },
      create(context) {
        const from = path.relative(ROOT, context.filename).split(path.sep).join('/');
        const check = (node) => {
          if (node?.type !== 'Literal' || typeof node.value !== 'string') return;
          const reason = crossing(from, target(context.filename, node.value));
          if (reason) context.report({ node, message: `${node.value}: ${reason}` });
        };
        return {
          ImportDeclaration: (node) => check(node.source),
          ExportNamedDeclaration: (node) => check(node.source),
          ExportAllDeclaration: (node) => check(node.source),
          ImportExpression: (node) => check(node.source),
        };
      },
    },
  },
};

export default defineConfig(
  { ignores: ['**/node_modules/', '**/dist/', 'data/', 'coverage/', 'test-results/', 'playwright-report/', 'apps/api/drizzle/', '.stryker-tmp/'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { boundaries },
    rules: {
      'boundaries/imports': 'error',
      // The API and the shared schemas match NUL on purpose (text PostgreSQL cannot store, redacted logs).
      'no-control-regex': 'off',
      // `_`-prefixed names are unused on purpose (a destructured field left out, a required parameter).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Playwright's page.evaluate() callbacks run in the browser.
    files: ['e2e/**/*.ts'],
    languageOptions: { globals: { ...globals.browser } },
    // `async ({}, testInfo) => …` is Playwright's way to take testInfo without fixtures.
    rules: { 'no-empty-pattern': ['error', { allowObjectPatternsAsParameters: true }] },
  },
);
