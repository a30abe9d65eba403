/**
 * Looks keys up in batches without serving anything stale: the first key leaves at once; keys that
 * arrive while a batch's query is out wait for it and then leave together in the next one. Every key
 * is answered by a query sent after the key arrived, so the answer holds every change committed
 * before the key came; under load many requests share one round trip instead of one each.
 *
 * `lookup(keys)` answers the keys in order. A failed batch rejects its own keys only; the keys
 * queued behind it go on in the next batch.
 */
export function batchedLookup<K, V>(lookup: (keys: K[]) => Promise<V[]>, maxBatch = 200): (key: K) => Promise<V> {
  let queued: { key: K; resolve: (value: V) => void; reject: (error: unknown) => void }[] = [];
  let busy = false;

  async function drain(): Promise<void> {
    busy = true;
    while (queued.length > 0) {
      const batch = queued.slice(0, maxBatch);
      queued = queued.slice(batch.length);
      try {
        const values = await lookup(batch.map((entry) => entry.key));
        batch.forEach((entry, i) => entry.resolve(values[i] as V));
      } catch (error) {
        for (const entry of batch) entry.reject(error);
      }
    }
    busy = false;
  }

  return (key) =>
    new Promise<V>((resolve, reject) => {
      queued.push({ key, resolve, reject });
      if (!busy) void drain();
    });
}
