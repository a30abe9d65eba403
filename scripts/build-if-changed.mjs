#!/usr/bin/env node
// `npm start` builds the web app only when what the build reads has changed since the last build:
// a restart after a crash, a deploy of the same commit or a second `npm start` serves the existing
// build at once instead of spending ~12 s in Vite. What the build reads: the web app and the shared
// package (sources, configs, build scripts), the root TypeScript settings, the lockfile (dependency
// versions) and this script.
// Their contents are hashed (not their times: a fresh clone has new times and the same contents);
// the hash is kept in the build folder, so deleting dist/ forces a build.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const INPUTS = [
  'apps/web',
  'packages/shared',
  'package-lock.json',
  'tsconfig.base.json',
  'scripts/compress-dist.mjs',
  'scripts/build-if-changed.mjs',
];
// Not inputs: what the build writes, installed packages, and tests (they never reach the bundle).
const SKIP = /(^|\/)(node_modules|dist|coverage)(\/|$)|\.test\.tsx?$/;
const stamp = path.join(root, 'apps/web/dist/.source-hash');

function files(rel) {
  const full = path.join(root, rel);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [rel];
  return readdirSync(full)
    .sort()
    .flatMap((name) => {
      const child = `${rel}/${name}`;
      return SKIP.test(child) ? [] : files(child);
    });
}

/** One hash over every input file's path and contents, in a fixed order. */
export function sourceHash() {
  const hash = createHash('sha256');
  for (const rel of INPUTS.flatMap(files))
    hash
      .update(rel)
      .update('\0')
      .update(readFileSync(path.join(root, rel)))
      .update('\0');
  return hash.digest('hex');
}

const current = sourceHash();
const built = existsSync(stamp) ? readFileSync(stamp, 'utf8').trim() : null;
if (built === current && existsSync(path.join(root, 'apps/web/dist/index.html'))) {
  console.log('web app: the build is current (sources unchanged), not rebuilding');
} else {
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(stamp, `${current}\n`);
}
