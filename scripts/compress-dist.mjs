#!/usr/bin/env node
// Writes .br and .gz beside every text asset of the built web app, once at build time, so the
// server sends compressed files without compressing on each request (@fastify/static preCompressed).
// Scripts and styles are gzipped with zopfli (about 4% smaller than gzip -9, for browsers and
// proxies that do not take brotli; scripts/bundle-size.mjs holds the login page to 150 KB in both).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzipSync, constants } from 'node:zlib';
import { gzipAsync } from '@gfx/zopfli';

const dist = path.resolve(process.argv[2] ?? 'apps/web/dist');
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|map)$/;
let before = 0;
let afterBr = 0;

const ZOPFLI = /\.(js|css)$/;
// Brotli runs on libuv's thread pool (every core of a CI machine), beside zopfli on the main thread.
const brotli = promisify(brotliCompress);
const pending = [];

function walk(dir) {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) walk(file);
    else if (COMPRESSIBLE.test(name) && !name.endsWith('.map')) {
      const bytes = readFileSync(file);
      pending.push(
        brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).then((br) => {
          writeFileSync(`${file}.br`, br);
          afterBr += br.length;
        }),
      );
      if (ZOPFLI.test(name)) pending.push(gzipAsync(bytes, { numiterations: 1 }).then((gz) => writeFileSync(`${file}.gz`, gz)));
      else writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
      before += bytes.length;
    }
  }
}

walk(dist);
await Promise.all(pending);
console.log(`compressed ${dist}: ${(before / 1024).toFixed(0)} KB → ${(afterBr / 1024).toFixed(0)} KB brotli`);
