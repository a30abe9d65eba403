import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { ZCreateCurrency, ZUpdateCurrency, currencyFields } from '@jalurkarir/shared';
import type { Db } from '../../db/client.js';
import { currencies } from '../../db/schema.js';
import type { CrudConfig } from '../../crud/register-crud.js';
import { scopeCondition } from '../scope.js';

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
async function clearDefaultIfNeeded(values: Row, tx: Db) {
  if (values.is_default === true) await tx.update(currencies).set({ isDefault: false }).where(eq(currencies.isDefault, true));
}

/** API names → columns; keys the request did not send stay out (an update of one field). */
function toCurrencyColumns(values: Row) {
  const columns = {
    code: values.code as string | undefined,
    name: values.name as string | undefined,
    symbol: values.symbol as string | undefined,
    decimals: values.decimals as number | undefined,
    isDefault: values.is_default as boolean | undefined,
  };
  return Object.fromEntries(Object.entries(columns).filter(([, v]) => v !== undefined)) as Partial<typeof currencies.$inferInsert>;
}

export const currencyCrud: CrudConfig = {
  model: 'currency',
  table: currencies,
  selection: currencySelection,
  publicSelection: currencySelection,
  fields: currencyFields,
  searchable: [currencies.code, currencies.name],
  sortable: { code: currencies.code, name: currencies.name, decimals: currencies.decimals, is_default: currencies.isDefault },
  defaultSort: { column: currencies.code, direction: 'asc' },
  nameColumn: currencies.code,
  createSchema: ZCreateCurrency as unknown as z.ZodType<Row>,
  updateSchema: ZUpdateCurrency as unknown as z.ZodType<Row>,
  scopeWhere: (scope, caller) => scopeCondition(scope, caller, {}),
  prepareCreate: (input) => input,
  prepareUpdate: (input) => input,
  // Both writes (clear the old default, write this row) in the request's transaction.
  async insert(tx, values) {
    await clearDefaultIfNeeded(values, tx);
    const [row] = await tx.insert(currencies).values(toCurrencyColumns(values) as typeof currencies.$inferInsert).returning({ id: currencies.id });
    return row.id;
  },
  async update(tx, id, values) {
    await clearDefaultIfNeeded(values, tx);
    const columns = toCurrencyColumns(values);
    if (Object.keys(columns).length) await tx.update(currencies).set({ ...columns, updatedAt: sql`now()` }).where(eq(currencies.id, id));
  },
};
