import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZPrivacySettingsResult, ZProfileViews, ZUpdateVisibility } from '@jalurkarir/shared';
import type { Db } from '../../db/client.js';
import { permit } from '../../plugins/permission.js';
import { exportStudentData } from './data-export.js';
import { listProfileViews } from './profile-views.js';
import { privacySettings, setVisibility } from './settings.js';

/** The student's own privacy card: settings, visibility, "download my data", who viewed my profile. */
export async function privacySettingsRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/privacy/settings',
    { schema: { tags: ['privacy'], response: { 200: ZPrivacySettingsResult } }, config: { permission: permit('privacy', 'detail') } },
    async (request) => {
      return { data: await privacySettings(db, request.caller!.user.id) };
    },
  );

  r.post(
    '/privacy/visibility',
    {
      schema: { tags: ['privacy'], body: ZUpdateVisibility, response: { 200: ZPrivacySettingsResult } },
      config: { permission: permit('privacy', 'update') },
    },
    async (request) => {
      const me = request.caller!.user.id;
      await setVisibility(db, me, request.body.visibleToCompanies);
      return { data: await privacySettings(db, me) };
    },
  );

  r.get(
    '/privacy/views',
    { schema: { tags: ['privacy'], response: { 200: ZProfileViews } }, config: { permission: permit('privacy', 'views') } },
    async (request) => {
      return { data: await listProfileViews(db, request.caller!.user.id) };
    },
  );

  r.get('/privacy/export', { schema: { tags: ['privacy'] }, config: { permission: permit('privacy', 'export') } }, async (request, reply) => {
    const data = await exportStudentData(db, request.caller!.user.id);
    return reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('content-disposition', 'attachment; filename="jalurkarir-data-saya.json"')
      .header('cache-control', 'no-store')
      .send(JSON.stringify(data, null, 2));
  });
}
