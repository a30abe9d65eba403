#!/usr/bin/env node
// Initial JavaScript of the login page, compressed, against its budget (150 KB as served).
//
// "Initial" = what the browser must download before the login form works: the entry chunk of
// index.html, and the route chunks of the auth layout and the login page, each with every chunk it
// imports statically (transitively). A visitor without a session gets exactly this whatever URL
// they open: pages behind a guard load only once it passes (apps/web/src/app/routes.tsx). The
// files come from Vite's build manifest (apps/web/dist/.vite/manifest.json), so run
// `npm run build` first. Each file is measured as scripts/compress-dist.mjs writes it and the server
// sends it — its `.gz` (zopfli) and `.br` (brotli, quality 11) copies beside it, or, without them,
// gzip level 9 and brotli computed here — and the budget applies to both: brotli, which every
// current browser accepts, and gzip (the measure). Scripts that index.html loads besides the
// entry (external scripts a plugin adds to index.html) count too. e2e/bundle-size.spec.ts measures what the browser really
// transfers for `/` and `#/auth/login`, and checks that it is this list.
//
// Usage: node scripts/bundle-size.mjs [--dist apps/web/dist] [--budget-kb 150] [--json]
import { readFileSync, existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const DEFAULT_BUDGET_KB = 150;
/**
 * Source modules of the routes that `#/auth/login` renders. Today they are part of the entry chunk
 * (apps/web/src/app/routes.tsx); should one become a lazy chunk again, its chunk is counted too.
 */
export const LOGIN_ROUTE_MODULES = ['src/app/layout/auth-layout.tsx', 'src/features/auth/pages/login-page.tsx'];

export function measureLoginPage(distDir = path.join(ROOT, 'apps/web/dist')) {
  const manifestPath = path.join(distDir, '.vite/manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`No build manifest at ${manifestPath}: run \`npm run build\` first`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error('The manifest has no entry chunk');

  const files = new Set();
  const css = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entryKey);
  for (const key of LOGIN_ROUTE_MODULES) if (manifest[key]) visit(key);
  // Other scripts of index.html (not in the manifest: emitted by a plugin).
  const html = existsSync(path.join(distDir, 'index.html')) ? readFileSync(path.join(distDir, 'index.html'), 'utf8') : '';
  for (const [, file] of html.matchAll(/<script\b[^>]*\bsrc="\/(assets\/[^"]+\.js)"/g)) files.add(file);

  const size = (file) => {
    const full = path.join(distDir, file);
    const body = readFileSync(full);
    const served = (ext, compress) => (existsSync(full + ext) ? statSync(full + ext).size : compress().length);
    const brotli = served('.br', () => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    return { file, raw: body.length, gzip: served('.gz', () => gzipSync(body, { level: 9 })), brotli };
  };
  const js = [...files]
    .filter((f) => f.endsWith('.js'))
    .map(size)
    .sort((a, b) => b.gzip - a.gzip);
  const styles = [...css].map(size);
  const total = js.reduce((sum, f) => sum + f.gzip, 0);
  return {
    js,
    css: styles,
    totalGzip: total,
    totalBrotli: js.reduce((sum, f) => sum + f.brotli, 0),
    totalRaw: js.reduce((sum, f) => sum + f.raw, 0),
    cssGzip: styles.reduce((s, f) => s + f.gzip, 0),
  };
}

function main() {
  const args = process.argv.slice(2);
  const option = (name, fallback) => {
    const i = args.indexOf(name);
    return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
  };
  const distDir = path.resolve(option('--dist', path.join(ROOT, 'apps/web/dist')));
  const budgetKb = Number(option('--budget-kb', DEFAULT_BUDGET_KB));
  const result = measureLoginPage(distDir);
  const kb = (bytes) => (bytes / 1024).toFixed(1);
  if (args.includes('--json')) {
    console.log(JSON.stringify({ ...result, budgetKb }, null, 2));
  } else {
    console.log('Login page (#/auth/login) initial JavaScript:');
    for (const f of result.js) {
      console.log(`  ${f.file.padEnd(52)} ${kb(f.raw).padStart(8)} KB  gzip ${kb(f.gzip).padStart(7)} KB  br ${kb(f.brotli).padStart(7)} KB`);
    }
    console.log(`  CSS (not counted): gzip ${kb(result.cssGzip)} KB in ${result.css.length} file(s)`);
    console.log(
      `Total: ${kb(result.totalBrotli)} KB brotli, ${kb(result.totalGzip)} KB gzipped (${kb(result.totalRaw)} KB raw) in ${result.js.length} files; budget ${budgetKb} KB (brotli and gzip, as served)`,
    );
  }
  const over = Math.max(result.totalBrotli, result.totalGzip) - budgetKb * 1024;
  if (over > 0) {
    console.error(`Over budget by ${kb(over)} KB`);
    process.exit(1);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
