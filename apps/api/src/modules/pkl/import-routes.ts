import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_MESSAGES } from '@jalurkarir/shared';
import type { Db } from '../../db/client.js';
import { permit, requestScope } from '../../plugins/permission.js';
import { readImportFile } from '../spreadsheets/import-upload.js';
import { CONTENT_TYPES, SPREADSHEET_FORMATS } from '../spreadsheets/spreadsheet.js';
import { importPlacements, placementTemplate } from './placement-import.js';

const ZImportQuery = z.object({ period_id: z.uuid(), dry_run: z.enum(['true', 'false']).default('true') }).strict();
const ZTemplateQuery = z.object({ format: z.enum(SPREADSHEET_FORMATS).default('xlsx') }).strict();

/** Bulk placement from a spreadsheet (docs/pkl.md): the template, then a dry run and the import of a period's rows. */
export async function pklImportRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['pkl'];

  r.get(
    '/pkl-placement/template',
    { schema: { tags, querystring: ZTemplateQuery }, config: { permission: permit('pkl-placement', 'import') } },
    async (request, reply) => {
      const { format } = request.query;
      const file = await placementTemplate(format, request.lang);
      return reply
        .header('content-type', CONTENT_TYPES[format])
        .header('content-disposition', `attachment; filename="template-penempatan-pkl.${format}"`)
        .send(file);
    },
  );

  r.post(
    '/pkl-placement/import',
    { schema: { tags, consumes: ['multipart/form-data'], querystring: ZImportQuery }, config: { permission: permit('pkl-placement', 'import') } },
    async (request, reply) => {
      const lang = request.lang;
      const upload = await readImportFile(request, lang);
      const actor = { scope: requestScope(request), caller: request.caller!, lang };
      const { report, ok } = await importPlacements(db, actor, request.query.period_id, upload, request.query.dry_run === 'true');
      // Like every import: a dry run reports; a real run with a bad row applies nothing and answers 400 with the report.
      if (ok || report.dry_run) return report;
      return reply
        .status(400)
        .send({ statusCode: 400, code: 'VALIDATION', name: 'BadRequest', message: ERROR_MESSAGES.VALIDATION[lang], errors: report.errors, report });
    },
  );
}
