import type { ListParams } from '../../lib/crud-client';

/**
 * Requests a screen starts before its code has arrived (from its route loader, while the page's
 * chunks download), handed over once to the first query that asks for the same thing. A list page
 * then shows its rows about a round trip or two sooner on a first visit (Lighthouse on a phone).
 * An entry nobody takes within a few seconds is dropped: a query later fetches afresh.
 */
const started = new Map<string, { at: number; promise: Promise<unknown> }>();
const FRESH_MS = 5_000;

export const fieldsKey = (model: string) => `${model}/field`;
export const listKey = (model: string, params: ListParams) => `${model}/list ${JSON.stringify(params)}`;

export function prefetch(key: string, start: () => Promise<unknown>): void {
  const promise = start();
  // Whoever takes it sees the failure; untaken, it must not be reported as unhandled.
  promise.catch(() => undefined);
  started.set(key, { at: Date.now(), promise });
}

/**
 * The request started for `key`, once; `undefined` if none or too old (the caller fetches). The
 * first ask for a kind (`siswa/list …`) also drops the others of that kind: a prefetch the page did
 * not take (another filter) must not answer a later refetch with rows from before an edit.
 */
export function takePrefetched<T>(key: string): Promise<T> | undefined {
  const entry = started.get(key);
  const kind = key.split(' ')[0];
  for (const other of [...started.keys()]) if (other.split(' ')[0] === kind) started.delete(other);
  return entry && Date.now() - entry.at < FRESH_MS ? (entry.promise as Promise<T>) : undefined;
}
