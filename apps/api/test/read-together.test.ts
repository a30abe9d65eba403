import { describe, expect, it } from 'vitest';
import { readTogether } from '../src/db/read-together.js';
import { useTestDatabase } from './helpers.js';

/**
 * Independent reads run at once on the database and one after another in a transaction, whose one
 * connection answers one statement at a time (pg 9 refuses a statement sent to a busy client).
 */
describe('readTogether', () => {
  const ctx = useTestDatabase();

  /** A read that notes when it starts and ends, and gives its name back. */
  const reads = (events: string[]) =>
    ['a', 'b', 'c'].map((name) => async () => {
      events.push(`start ${name}`);
      await new Promise((resolve) => setTimeout(resolve, 5));
      events.push(`end ${name}`);
      return name;
    });

  it('starts every read at once on the database', async () => {
    const events: string[] = [];
    const [a, b, c] = reads(events);
    expect(await readTogether(ctx.database.db, a!, b!, c!)).toEqual(['a', 'b', 'c']);
    expect(events.slice(0, 3)).toEqual(['start a', 'start b', 'start c']);
  });

  it('runs them one after another in a transaction, answers in the same order', async () => {
    const events: string[] = [];
    const [a, b, c] = reads(events);
    const answers = await ctx.database.db.transaction((tx) => readTogether(tx, a!, b!, c!));
    expect(answers).toEqual(['a', 'b', 'c']);
    expect(events).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
  });
});
