import type { PgDatabase } from 'drizzle-orm/pg-core';
import type { PgliteQueryResultHKT } from 'drizzle-orm/pglite';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { useStatementNames } from './prepared.js';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema.js';
import { DatabaseTimeoutError, isConnectionLost } from './connection-errors.js';
import { acquireDataDirLock, type DataDirLock } from './data-dir-lock.js';

/**
 * Planner settings for every connection. random_page_cost 1.1 (instead of 4, a spinning-disk
 * figure) is right for SSDs and for PGlite's in-memory pages, and it is what lets the planner
 * pick the trigram GIN indexes for list searches: measured on 100,000 users, a search's count
 * went from a 257 ms sequential scan to a 12 ms bitmap scan (bench/README.md).
 */
export const SESSION_SETTINGS = { random_page_cost: '1.1' } as const;

export const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

export type Db = ReturnType<typeof drizzlePglite<typeof schema>>;

/**
 * What runs a query: the database or a transaction inside it (`db.transaction((tx) => …)`). Code that
 * writes as part of a caller's change (a notification, an outbox message, a record's second table)
 * takes this, so the caller passes its transaction without a cast.
 */
export type DbExecutor = PgDatabase<PgliteQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /**
   * Runs `fn` while no other API process on this database runs its own `exclusive` (start-up:
   * migrations and the demo seed, so processes starting together never race on them). PostgreSQL:
   * a transaction-level advisory lock held by one connection's open transaction, which a pooler in
   * transaction mode keeps on one server connection; PGlite has one process, so it just runs `fn`.
   */
  exclusive<T>(fn: () => Promise<T>): Promise<T>;
  /** One round trip (`select 1`), rejected after `timeoutMs`: the readiness probe. */
  ping(timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
  /**
   * PGlite only: the whole data folder as one tar. A database created with `loadDataDir` from it
   * starts in this state without initdb, migrations or seed (the API tests start ~100 databases
   * from one seeded snapshot).
   */
  snapshot?(): Promise<Blob>;
}

/** How long a request waits for a PostgreSQL connection before it is answered 503. */
export const CONNECT_TIMEOUT_MS = 5_000;
export const PING_TIMEOUT_MS = 2_000;
/**
 * How long a batched read (lib/batched-lookup.ts) may stay unanswered before its requests get 503: a
 * connection that stopped answering without closing would otherwise hold every request queued behind
 * it. Far beyond a primary-key read even on an overloaded machine (the slowest save seen in the
 * benchmarks, behind a backlog: 4.5 s).
 */
export const BATCHED_READ_TIMEOUT_MS = 10_000;
/** The advisory lock key of `exclusive` (any fixed number no other code uses). */
export const STARTUP_LOCK_KEY = 7_320_250_127;

export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DatabaseTimeoutError(ms)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

type QueryArgs = [unknown, ...unknown[]];

function queryText(config: unknown): string {
  if (typeof config === 'string') return config;
  const text = (config as { text?: unknown } | null)?.text;
  return typeof text === 'string' ? text : '';
}

/**
 * A statement sent through the pool itself (auto-commit, no transaction) whose connection died
 * under it is run once more on a fresh connection when it is a single SELECT: reading twice
 * changes nothing (no SELECT in this code base calls a function that writes). Writes are never
 * re-run: if the connection died while the server committed, running them again would do them
 * twice. They, and statements inside transactions, answer 503 instead.
 */
function retryLostReadsOnce(pool: pg.Pool) {
  // Casts: pool.query is overloaded (callback and promise forms); the wrapper passes any form through.
  const query = pool.query.bind(pool) as unknown as (...args: QueryArgs) => Promise<unknown>;
  (pool as unknown as { query: (...args: QueryArgs) => unknown }).query = (...args: QueryArgs) => {
    if (typeof args[args.length - 1] === 'function') return query(...args); // callback style: as is
    return query(...args).catch((error: unknown) => {
      if (!isConnectionLost(error) || !/^\s*select\b/i.test(queryText(args[0]))) throw error;
      return query(...args);
    });
  };
}

/**
 * A client checked out of the pool (drizzle's `db.transaction`) whose connection dies goes back
 * to the pool at once, marked broken, so the pool drops it and its slot is free for a new
 * connection. Without this, a transaction whose `begin` fails on a dead connection never
 * releases its client (drizzle calls release only after `begin` succeeded): measured, 30
 * terminations under load left all 10 clients checked out and every later request waiting —
 * the process was up but served nothing. The holder's own later `release()` is then a no-op.
 */
function releaseBrokenClients(pool: pg.Pool) {
  // Casts: pool.connect is overloaded (callback and promise forms); the wrapper passes any form through.
  const connect = pool.connect.bind(pool) as unknown as (...args: unknown[]) => Promise<pg.PoolClient> | void;
  (pool as unknown as { connect: (...args: unknown[]) => unknown }).connect = (...args: unknown[]) => {
    if (args.length) return connect(...args); // callback style (pool.query uses it): handles errors itself
    return (connect() as Promise<pg.PoolClient>).then((client) => {
      const release = client.release.bind(client);
      let released = false;
      const releaseOnce = (error?: Error | boolean) => {
        if (released) return;
        released = true;
        client.removeListener('error', onError);
        release(error);
      };
      const onError = (error: Error) => releaseOnce(error);
      client.on('error', onError);
      client.release = releaseOnce;
      return client;
    });
  };
}

/**
 * PostgreSQL when a URL is given (many stateless API processes share it), otherwise the embedded
 * PGlite persisted in `dataDir` (or in memory when `dataDir` is 'memory://').
 * Both speak the same dialect and run the same migrations.
 *
 * PGlite on a folder takes the folder's lock first (`<dataDir>.lock`, db/data-dir-lock.ts): a
 * second process on the same folder gets DataDirLockedError instead of silently losing writes.
 */
export async function createDatabase(opts: {
  databaseUrl?: string;
  dataDir?: string;
  /** PGlite only: start from a `snapshot()` instead of an empty cluster. */
  loadDataDir?: Blob;
  poolSize?: number;
  /**
   * PostgreSQL: send SESSION_SETTINGS as startup options (default). False behind a pooler in
   * transaction mode, which refuses a connection carrying them (PgBouncer: `unsupported startup
   * parameter: options`) or drops them; the database's own defaults then hold (ALTER DATABASE … SET).
   */
  startupSettings?: boolean;
  onPoolError?: (error: Error) => void;
}): Promise<Database> {
  if (opts.databaseUrl) {
    useStatementNames(opts.startupSettings !== false);
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: opts.poolSize ?? 10,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      options:
        opts.startupSettings === false
          ? undefined
          : Object.entries(SESSION_SETTINGS)
              .map(([k, v]) => `-c ${k}=${v}`)
              .join(' '),
    });
    // A connection the server drops (restart, failover, pg_terminate_backend, a pooler) must never
    // end the process. pg-pool listens for errors only on idle clients; a client checked out for
    // a transaction emits 'error' with no listener, which Node turns into a crash. So every
    // client gets a listener for its whole life. The error also reaches the statement that was
    // running (→ 503), and pg-pool drops the broken client on release and opens a new one.
    pool.on('connect', (client) => {
      client.on('error', () => {
        // Reported by the failing statement, or by the pool's 'error' below for idle clients.
      });
    });
    pool.on('error', (error) => opts.onPoolError?.(error));
    releaseBrokenClients(pool);
    retryLostReadsOnce(pool);
    // Cast: Db is typed as the PGlite database; both drivers give drizzle's same PgDatabase query API.
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(db as never, { migrationsFolder: MIGRATIONS_DIR }),
      exclusive: async (fn) => {
        const holder = await pool.connect();
        try {
          await holder.query('begin');
          await holder.query('select pg_advisory_xact_lock($1)', [STARTUP_LOCK_KEY]);
          const result = await fn();
          await holder.query('commit');
          return result;
        } catch (error) {
          await holder.query('rollback').catch(() => {});
          throw error;
        } finally {
          holder.release();
        }
      },
      ping: async (timeoutMs = PING_TIMEOUT_MS) => {
        await withTimeout(pool.query('select 1'), timeoutMs);
      },
      close: () => pool.end(),
    };
  }
  const dataDir = opts.dataDir ?? 'memory://';
  let lock: DataDirLock | null = null;
  if (!dataDir.startsWith('memory://')) {
    mkdirSync(path.dirname(path.resolve(dataDir)), { recursive: true });
    lock = await acquireDataDirLock(path.resolve(dataDir), `${path.resolve(dataDir)}.lock`);
  }
  try {
    const client = await PGlite.create(dataDir, { extensions: { pg_trgm }, loadDataDir: opts.loadDataDir });
    // PGlite has a single connection: its session settings hold for the whole process.
    for (const [key, value] of Object.entries(SESSION_SETTINGS)) await client.exec(`SET ${key} = ${value}`);
    const db = drizzlePglite(client, { schema });
    return {
      db,
      kind: 'pglite',
      migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
      exclusive: (fn) => fn(),
      ping: async (timeoutMs = PING_TIMEOUT_MS) => {
        await withTimeout(client.query('select 1'), timeoutMs);
      },
      snapshot: () => client.dumpDataDir('none'),
      close: async () => {
        try {
          await client.close();
        } finally {
          lock?.release();
        }
      },
    };
  } catch (error) {
    lock?.release();
    throw error;
  }
}
