import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { crudConfigs } from '../src/crud/crud-configs.js';
import type { Mailer } from '../src/modules/mail/mailer.js';
import { API, DEMO, call, login, useTestApp } from './helpers.js';

/**
 * The generic routes' response schemas are the shared read schemas, serialised by
 * fast-json-stringify (lib/response-serializer.ts). That serialiser does not validate — a null in
 * a field the schema calls a string would leave as "" — so this test reads every model from the
 * demo data and parses what the API sent with the read schema: a schema that lies fails here.
 */
const configs = crudConfigs({ mailer: {} as Mailer, publicUrl: 'http://localhost' });

describe('responses match the shared read schemas', () => {
  const ctx = useTestApp();

  it.each(configs.map((c) => [c.model, c] as const))('%s: list, detail and all', async (model, config) => {
    const token = await login(ctx.app, DEMO.admin);
    const list = await call(ctx.app, token, { method: 'GET', url: `${API}/${model}/list?per_page=100` });
    expect(list.statusCode).toBe(200);
    const rows = z.array(config.readSchema.strict()).parse(list.json().data);
    expect(rows.length, `${model}: the demo data has rows`).toBeGreaterThan(0);
    const first = rows[0] as { id: string };
    const detail = await call(ctx.app, token, { method: 'GET', url: `${API}/${model}/detail?id=${first.id}` });
    expect(config.readSchema.strict().parse(detail.json().data)).toEqual(first);
    const all = await call(ctx.app, token, { method: 'GET', url: `${API}/${model}/all` });
    z.array(config.readSchema.strict()).parse(all.json().data);
  });
});
