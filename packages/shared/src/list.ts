import { z } from 'zod';
import { zString } from './primitives.js';

/** Page size when the client gives none, and the most a client may ask for. */
export const DEFAULT_PER_PAGE = 10;
export const MAX_PER_PAGE = 100;

/**
 * Query of every `GET /{model}/list` (spec §7). `sort_by` is checked per model against its sortable
 * columns. Filters (`role`, `verified`, `school_id`, …) are not here: each model declares its own
 * (`listFilters` in the API config), so a filter a model does not have is an unknown parameter (400),
 * never accepted and ignored.
 */
export const ZListQuery = z
  .object({
    search: zString().max(200).optional().default(''),
    page: z.coerce.number().int().min(1).max(1_000_000).optional().default(1),
    per_page: z.coerce.number().int().min(1).max(MAX_PER_PAGE).optional().default(DEFAULT_PER_PAGE),
    sort_by: zString().max(64).optional().default(''),
    sort_type: z.enum(['asc', 'desc', '']).optional().default(''),
  })
  .strict();
export type TListQuery = z.infer<typeof ZListQuery>;

export interface ListResult<T> {
  data: T[];
  total: number;
  page: number;
  per_page: number;
  total_pages: number;
  /** Set when `total` is the database's estimate: a very large list is not counted row by row. */
  total_estimated?: boolean;
}

/** The response of `GET /{model}/list` for a model's read schema (the API's response schema). */
export const zListResult = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    per_page: z.number().int(),
    total_pages: z.number().int(),
    total_estimated: z.boolean().optional(),
  });

export const ZIdQuery = z.object({ id: z.uuid() }).strict();
export const ZIdBody = z.object({ id: z.uuid() }).strict();
export const ZIdsBody = z.object({ ids: z.array(z.uuid()).min(1).max(500) }).strict();
