#!/usr/bin/env node
// Writes .br and .gz beside every text asset of the built web app, once at build time, so the
// server sends compressed files without compressing on each request (@fastify/static preCompressed).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';

const dist = path.resolve(process.argv[2] ?? 'apps/web/dist');
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|map)$/;
let before = 0;
let afterBr = 0;

function walk(dir) {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) walk(file);
    else if (COMPRESSIBLE.test(name) && !name.endsWith('.map')) {
      const bytes = readFileSync(file);
      const br = brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
      writeFileSync(`${file}.br`, br);
      writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
      before += bytes.length;
      afterBr += br.length;
    }
  }
}

walk(dist);
console.log(`compressed ${dist}: ${(before / 1024).toFixed(0)} KB → ${(afterBr / 1024).toFixed(0)} KB brotli`);
