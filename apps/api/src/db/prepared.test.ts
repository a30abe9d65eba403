import { describe, expect, it } from 'vitest';
import { PgDialect } from 'drizzle-orm/pg-core';
import { fillSlots, inSlots, slotsFor } from './prepared.js';
import { users } from './schema.js';

describe('batches as a fixed number of parameters', () => {
  it('rounds a batch up to the next power of two', () => {
    // Hand-counted: 1 → 1, 2 → 2, 3–4 → 4, 5–8 → 8, 129–256 → 256.
    expect([1, 2, 3, 4, 5, 8, 9, 129, 200, 256].map(slotsFor)).toEqual([1, 2, 4, 4, 8, 8, 16, 256, 256, 256]);
  });

  it('fills every slot: the list, then its last value again (or NULL when asked)', () => {
    expect(fillSlots('id', ['a', 'b', 'c'], 4)).toEqual({ id0: 'a', id1: 'b', id2: 'c', id3: 'c' });
    expect(fillSlots('student', [null], 2)).toEqual({ student0: null, student1: null });
    expect(fillSlots('opening', ['a', 'b', 'c'], 4, 'null')).toEqual({ opening0: 'a', opening1: 'b', opening2: 'c', opening3: null });
  });

  it('writes one cast placeholder per slot', () => {
    const { sql } = new PgDialect().sqlToQuery(inSlots(users.id, 'id', 4));
    expect(sql).toBe('"users"."id" in ($1::uuid, $2::uuid, $3::uuid, $4::uuid)');
  });
});
