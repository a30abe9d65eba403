import { PgTransaction } from 'drizzle-orm/pg-core';
import type { DbExecutor } from './client.js';

type Reads<T extends readonly unknown[]> = { [K in keyof T]: () => Promise<T[K]> };

/**
 * Independent reads of one answer: at once on the database (each takes a pooled connection), one
 * after another inside a transaction. A transaction is one connection, which answers one statement
 * at a time; `pg` queues statements sent to it meanwhile, and that queueing is deprecated (pg 9
 * drops it).
 */
export async function readTogether<T extends readonly unknown[]>(db: DbExecutor, ...reads: Reads<T>): Promise<T> {
  if (!(db instanceof PgTransaction)) return Promise.all(reads.map((read) => read())) as unknown as Promise<T>;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as unknown as T;
}
