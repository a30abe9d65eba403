import { describe, expect, it } from 'vitest';
import { batchedLookup } from './batched-lookup';

/** A lookup whose batches the test answers by hand: each call is recorded with its keys. */
function manualLookup() {
  const calls: { keys: string[]; answer: (values: string[]) => void; fail: (error: Error) => void }[] = [];
  const lookup = (keys: string[]) =>
    new Promise<string[]>((resolve, reject) => {
      calls.push({ keys, answer: resolve, fail: reject });
    });
  return { calls, lookup };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('batchedLookup', () => {
  it('sends the first key at once, alone', () => {
    const { calls, lookup } = manualLookup();
    const get = batchedLookup(lookup);
    void get('a');
    expect(calls.map((call) => call.keys)).toEqual([['a']]);
  });

  it('holds the keys that arrive while a batch is out and sends them together once it is answered', async () => {
    const { calls, lookup } = manualLookup();
    const get = batchedLookup(lookup);
    const a = get('a');
    const b = get('b');
    const c = get('c');
    expect(calls).toHaveLength(1);
    calls[0]!.answer(['A']);
    await expect(a).resolves.toBe('A');
    await settle();
    expect(calls.map((call) => call.keys)).toEqual([['a'], ['b', 'c']]);
    // A key arriving while [b, c] is out is not answered by it: it waits for a batch of its own.
    const d = get('d');
    calls[1]!.answer(['B', 'C']);
    await expect(Promise.all([b, c])).resolves.toEqual(['B', 'C']);
    await settle();
    expect(calls.map((call) => call.keys)).toEqual([['a'], ['b', 'c'], ['d']]);
    calls[2]!.answer(['D']);
    await expect(d).resolves.toBe('D');
  });

  it('starts afresh once every batch is answered', async () => {
    const { calls, lookup } = manualLookup();
    const get = batchedLookup(lookup);
    const a = get('a');
    calls[0]!.answer(['A']);
    await a;
    await settle();
    void get('b');
    expect(calls.map((call) => call.keys)).toEqual([['a'], ['b']]);
  });

  it('rejects the keys of a failed batch only; the keys queued behind it still get their answers', async () => {
    const { calls, lookup } = manualLookup();
    const get = batchedLookup(lookup);
    const a = get('a');
    const b = get('b');
    calls[0]!.fail(new Error('connection lost'));
    await expect(a).rejects.toThrow('connection lost');
    await settle();
    expect(calls.map((call) => call.keys)).toEqual([['a'], ['b']]);
    calls[1]!.answer(['B']);
    await expect(b).resolves.toBe('B');
  });

  it('splits a long queue into batches of at most maxBatch keys', async () => {
    const { calls, lookup } = manualLookup();
    const get = batchedLookup(lookup, 2);
    const answers = ['a', 'b', 'c', 'd', 'e'].map(get);
    calls[0]!.answer(['A']);
    await settle();
    calls[1]!.answer(['B', 'C']);
    await settle();
    calls[2]!.answer(['D', 'E']);
    await expect(Promise.all(answers)).resolves.toEqual(['A', 'B', 'C', 'D', 'E']);
    expect(calls.map((call) => call.keys)).toEqual([['a'], ['b', 'c'], ['d', 'e']]);
  });
});
