import { eq, sql } from 'drizzle-orm';
import { ZCreateCurrency, ZUpdateCurrency, currencyFields, ZCurrency } from '@jalurkarir/shared';
import type { DbExecutor } from '../../db/client.js';
import { currencies } from '../../db/schema.js';
import { defineCrud } from '../../crud/register-crud.js';
import { scopeCondition } from '../scope.js';
import { toColumnValues } from '../../lib/case.js';
import { single } from '../../db/rows.js';

type Row = Record<string, unknown>;

export const currencySelection = {
  id: currencies.id,
  code: currencies.code,
  name: currencies.name,
  symbol: currencies.symbol,
  decimals: currencies.decimals,
  is_default: currencies.isDefault,
  created_at: currencies.createdAt,
};

/**
 * Making one currency the default clears the flag on the others first (one default at most).
 * Runs in the request's transaction together with the write it belongs to: a create or update
 * that then fails (a duplicate code) leaves the old default in place.
 */
async function clearDefaultIfNeeded(values: Row, tx: DbExecutor) {
  if (values.is_default === true) await tx.update(currencies).set({ isDefault: false }).where(eq(currencies.isDefault, true));
}

export const currencyCrud = defineCrud({
  model: 'currency',
  table: currencies,
  readSchema: ZCurrency,
  selection: currencySelection,
  publicSelection: currencySelection,
  fields: currencyFields,
  searchable: [currencies.code, currencies.name],
  sortable: { code: currencies.code, name: currencies.name, decimals: currencies.decimals, is_default: currencies.isDefault },
  defaultSort: { column: currencies.code, direction: 'asc' },
  nameColumn: currencies.code,
  createSchema: ZCreateCurrency,
  updateSchema: ZUpdateCurrency,
  scopeWhere: (scope, caller) => scopeCondition(scope, caller, {}),
  prepareCreate: (input) => input,
  prepareUpdate: (input) => input,
  // Both writes (clear the old default, write this row) in the request's transaction.
  async insert(tx, values) {
    await clearDefaultIfNeeded(values, tx);
    const row = single(
      await tx
        .insert(currencies)
        .values(toColumnValues(currencies, values) as typeof currencies.$inferInsert)
        .returning({ id: currencies.id }),
    );
    return row.id;
  },
  async update(tx, id, values) {
    await clearDefaultIfNeeded(values, tx);
    const columns = toColumnValues(currencies, values);
    if (Object.keys(columns).length)
      await tx
        .update(currencies)
        .set({ ...columns, updatedAt: sql`now()` })
        .where(eq(currencies.id, id));
  },
});
