import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { ZCreateCurrency, ZUpdateCurrency, currencyFields } from '@jalurkarir/shared';
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

/** Making one currency the default clears the flag on the others first (one default at most). */
async function clearDefaultIfNeeded(input: Row, db: Parameters<CrudConfig['prepareCreate']>[1]['db']) {
  if (input.is_default === true) await db.update(currencies).set({ isDefault: false }).where(eq(currencies.isDefault, true));
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
  async prepareCreate(input, ctx) {
    await clearDefaultIfNeeded(input, ctx.db);
    return input;
  },
  async prepareUpdate(input, ctx) {
    await clearDefaultIfNeeded(input, ctx.db);
    return input;
  },
};
