/** Query capture and plans: the SQL one request sends, and EXPLAIN (ANALYZE, BUFFERS) of its SELECTs. */
import type { Database } from '../../apps/api/src/db/client.js';

const QUIET_MS = 1000;

export interface Captured {
  text: string;
  params: unknown[];
}
export type RawClient = { query: (...args: unknown[]) => Promise<{ rows: Record<string, unknown>[] }> };

export function rawClient(database: Database): RawClient {
  return (database.db as unknown as { $client: RawClient }).$client;
}

/** Records the SQL the app sends while `fn` runs (pool or PGlite `query`), then restores it. */
export async function captureQueries(database: Database, fn: () => Promise<void>): Promise<Captured[]> {
  const client = rawClient(database) as RawClient & Record<string, unknown>;
  const hadOwn = Object.prototype.hasOwnProperty.call(client, 'query');
  const original = client.query;
  const seen: Captured[] = [];
  client.query = function (this: unknown, ...args: unknown[]) {
    const [a, b] = args;
    if (typeof a === 'string') seen.push({ text: a, params: Array.isArray(b) ? b : [] });
    else if (a && typeof (a as { text?: unknown }).text === 'string') {
      const q = a as { text: string; values?: unknown[] };
      seen.push({ text: q.text, params: q.values ?? (Array.isArray(b) ? b : []) });
    }
    return original.apply(this, args as never);
  } as RawClient['query'];
  try {
    // Requests of the previous measurement may still be in the server (queued, or waiting on
    // argon2): wait until no query has been sent for a full second, then record only `fn`'s.
    let last = -1;
    for (let waited = 0; waited < 60_000 && seen.length !== last; waited += QUIET_MS) {
      last = seen.length;
      await new Promise((r) => setTimeout(r, QUIET_MS));
    }
    seen.length = 0;
    await fn();
  } finally {
    if (hadOwn) client.query = original;
    else delete (client as Partial<RawClient>).query;
  }
  return seen;
}

export interface Plan {
  sql: string;
  plan: string;
  scans: string[];
  executionMs: number | null;
}

const SCAN_RE = /(Seq Scan|Parallel Seq Scan|Index Only Scan(?: Backward)?|Index Scan(?: Backward)?|Bitmap Index Scan) (?:using (\S+) )?on (\S+)/g;

export async function explain(database: Database, queries: Captured[]): Promise<Plan[]> {
  const client = rawClient(database);
  const plans: Plan[] = [];
  for (const q of queries) {
    if (!/^\s*(select|with)\b/i.test(q.text)) continue;
    const res = await client.query(`EXPLAIN (ANALYZE, BUFFERS) ${q.text}`, q.params);
    const plan = res.rows.map((r) => String(Object.values(r)[0])).join('\n');
    const scans = new Set<string>();
    for (const m of plan.matchAll(SCAN_RE)) {
      const [, kind, index, relation] = m;
      if (kind === 'Bitmap Index Scan')
        scans.add(`Bitmap ${relation}`); // "Bitmap Index Scan on <index>"
      else scans.add(index ? `${kind} ${index}` : `${kind} ${relation}`);
    }
    const exec = /Execution Time: ([\d.]+) ms/.exec(plan);
    plans.push({ sql: q.text, plan, scans: [...scans], executionMs: exec ? Number(exec[1]) : null });
  }
  return plans;
}
