// Summary of a `node --cpu-prof` profile (bench/results/hot-profile.md): self time by package or
// file, self time by function, inclusive time by function.
//   node bench/hot/profile-summary.mjs <file.cpuprofile>
import { readFileSync } from 'node:fs';
const ROOT = `file://${process.cwd()}/`;
const p = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const byId = new Map(p.nodes.map((n) => [n.id, n]));
const dt = new Map();
for (let i = 0; i < p.samples.length; i++) dt.set(p.samples[i], (dt.get(p.samples[i]) ?? 0) + (p.timeDeltas[i] ?? 0));
const total = [...dt.values()].reduce((a, b) => a + b, 0);
const self = new Map();
const pkg = new Map();
const key = (cf) => `${cf.functionName || '(anon)'} ${cf.url.replace(/.*node_modules\//, 'nm:').replace(ROOT, '')}:${cf.lineNumber}`;
const pkgOf = (url) => {
  const m = /node_modules\/((@[^/]+\/)?[^/]+)/.exec(url);
  if (m) return m[1];
  if (url.includes(ROOT)) return url.replace(ROOT, '').split('/').slice(0, 4).join('/');
  return url ? (url.startsWith('node:') ? url : 'other:' + url.slice(0, 40)) : '(native/gc/idle)';
};
for (const n of p.nodes) {
  const t = dt.get(n.id) ?? 0;
  if (!t) continue;
  const k = key(n.callFrame);
  self.set(k, (self.get(k) ?? 0) + t);
  const g = pkgOf(n.callFrame.url) + (n.callFrame.url ? '' : ' ' + n.callFrame.functionName);
  pkg.set(g, (pkg.get(g) ?? 0) + t);
}
const top = (m, n) =>
  [...m.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([k, v]) => `${((100 * v) / total).toFixed(1).padStart(5)}%  ${k}`)
    .join('\n');
console.log('total ms', (total / 1000).toFixed(0));
console.log('--- by package/file\n' + top(pkg, 35));
console.log('--- self by function\n' + top(self, 40));
// inclusive by function name for some
const parent = new Map();
for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const incl = new Map();
for (const [id, t] of dt) {
  const seen = new Set();
  let cur = id;
  while (cur !== undefined) {
    const k = key(byId.get(cur).callFrame);
    if (!seen.has(k)) {
      seen.add(k);
      incl.set(k, (incl.get(k) ?? 0) + t);
    }
    cur = parent.get(cur);
  }
}
console.log('--- inclusive\n' + top(incl, Number(process.env.TOP ?? 60)));
