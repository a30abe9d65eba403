import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ROLES, ZDashboardSummary, ZNotificationPage, ZNotificationPreferences } from '@jalurkarir/shared';
import { API, DEMO, call, login, useTestApp } from './helpers.js';

/**
 * The domain routes' response schemas live in packages/shared/src/responses and are declared on the
 * routes, so the serializer writes exactly them (it coerces, it does not validate). Each case asks
 * a real route on the demo data as the role that uses it and parses the answer with the same
 * schema: a schema that says "number" where the handler sends null, or drops a key the web reads,
 * fails here. A row names the route, the caller and the schema.
 */
interface Case {
  name: string;
  email: string;
  url: string;
  schema: z.ZodType;
  /** A hand-checked fact of the demo data, so an empty or default answer cannot pass. */
  check?: (body: Record<string, unknown>) => void;
}

const dashboardCases: Case[] = ROLES.map((role) => ({
  name: `dashboard summary: ${role}`,
  email: DEMO[role],
  url: `${API}/dashboard/summary`,
  schema: ZDashboardSummary,
  check: (body) => expect(body.role).toBe(role),
}));

const CASES: Case[] = [
  ...dashboardCases,
  {
    name: 'dashboard summary: an account awaiting verification',
    email: 'pending.siswa@jalurkarir.id',
    url: `${API}/dashboard/summary`,
    schema: ZDashboardSummary,
    check: (body) => expect(body).toEqual({ role: 'siswa', verified: false }),
  },
  {
    name: 'dashboard summary: the Admin counts accounts per role (25 demo students and more)',
    email: DEMO.admin,
    url: `${API}/dashboard/summary`,
    schema: ZDashboardSummary,
    check: (body) => expect((body.users_by_role as Record<string, number>).siswa).toBeGreaterThanOrEqual(25),
  },
  {
    name: 'dashboard summary: a school admin sees their own school',
    email: DEMO.admin_sekolah,
    url: `${API}/dashboard/summary`,
    schema: ZDashboardSummary,
    check: (body) => expect(body.school).toMatchObject({ name: 'SMK Negeri 1 Jakarta' }),
  },
  {
    name: 'notifications: the company admin has notices of applications',
    email: DEMO.admin_perusahaan,
    url: `${API}/notification/list?per_page=50`,
    schema: ZNotificationPage,
    check: (body) => expect((body.data as unknown[]).length).toBeGreaterThan(0),
  },
  {
    name: 'notification preferences: every kind, e-mail on by default',
    email: DEMO.guru,
    url: `${API}/notification/preferences`,
    schema: ZNotificationPreferences,
    check: (body) => expect((body.data as { email: boolean }[]).every((p) => p.email)).toBe(true),
  },
];

describe('domain responses match their shared schemas', () => {
  const ctx = useTestApp();
  const tokens = new Map<string, string>();

  it.each(CASES.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    if (!tokens.has(c.email)) tokens.set(c.email, await login(ctx.app, c.email));
    const res = await call(ctx.app, tokens.get(c.email)!, { method: 'GET', url: c.url });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(() => c.schema.parse(body)).not.toThrow();
    c.check?.(body);
  });
});
