import { z } from 'zod';
import { field, type FieldDescriptor } from '../fields.js';
import { zString, zText } from '../primitives.js';
import { msg } from '../validation.js';

export const ZCurrency = z.object({
  id: z.uuid(),
  code: z.string(),
  name: z.string(),
  symbol: z.string(),
  decimals: z.number().int(),
  is_default: z.boolean(),
  created_at: z.string(),
});
export type TCurrency = z.infer<typeof ZCurrency>;

export const ZCreateCurrency = z
  .object({
    code: zString().regex(/^[A-Z]{3}$/, msg('CURRENCY_CODE')), // ISO 4217
    name: zText(80).min(1),
    symbol: zText(8).min(1),
    decimals: z.number().int().min(0).max(4),
    is_default: z.boolean().optional(),
  })
  .strict();
export const ZUpdateCurrency = ZCreateCurrency.partial().strict();
export type TCreateCurrency = z.infer<typeof ZCreateCurrency>;

export const currencyFields: FieldDescriptor[] = [
  field({ name: 'code', type: 'text', label: 'Kode', required: true, sortable: true, searchable: true, maxLength: 3 }),
  field({ name: 'name', type: 'text', label: 'Nama', required: true, sortable: true, searchable: true, maxLength: 80 }),
  field({ name: 'symbol', type: 'text', label: 'Simbol', required: true, maxLength: 8 }),
  field({ name: 'decimals', type: 'number', label: 'Desimal', required: true, sortable: true, min: 0, max: 4 }),
  field({ name: 'is_default', type: 'boolean', label: 'Bawaan', sortable: true }),
];
