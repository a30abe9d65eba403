import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZJobAlertSettings, ZJobAlertSettingsResult, ZSavedOpeningList, ZSavedOpeningResult, ZSaveOpening } from '@jalurkarir/shared';
import type { Db } from '../../db/client.js';
import { savedOpportunities } from '../../db/schema.js';
import { permit, requestScope } from '../../plugins/permission.js';
import { scopeCondition } from '../scope.js';
import { saveOpening, savedOpenings, unsaveOpening } from './saved.js';
import { alertSettingsOf, updateAlertSettings } from './settings.js';

const ZNoQuery = z.object({}).strict();

/**
 * A student's saved openings and job alert settings (docs/matching.md). Every cell is the
 * student's own (`self`): the rows are read and removed under the scope's condition, and a new
 * row's student is the caller.
 */
export async function jobAlertRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['saved-opportunity'];

  r.get(
    '/saved-opportunity/list',
    {
      schema: { tags, querystring: ZNoQuery, response: { 200: ZSavedOpeningList } },
      config: { permission: permit('saved-opportunity', 'list') },
    },
    async (request) => {
      const own = scopeCondition(requestScope(request), request.caller, { owner: savedOpportunities.studentId });
      return { data: await savedOpenings(db, own) };
    },
  );

  r.post(
    '/saved-opportunity/create',
    {
      schema: { tags, body: ZSaveOpening, response: { 200: ZSavedOpeningResult } },
      config: { permission: permit('saved-opportunity', 'create') },
    },
    async (request) => {
      // `self`: the saved row is always the caller's own.
      await saveOpening(db, request.caller!.user.id, request.body.opportunity_id, request.lang);
      return { data: { id: request.body.opportunity_id, saved: true } };
    },
  );

  r.post(
    '/saved-opportunity/delete',
    {
      schema: { tags, body: ZSaveOpening, response: { 200: ZSavedOpeningResult } },
      config: { permission: permit('saved-opportunity', 'delete') },
    },
    async (request) => {
      const own = scopeCondition(requestScope(request), request.caller, { owner: savedOpportunities.studentId });
      await unsaveOpening(db, own, request.body.opportunity_id);
      return { data: { id: request.body.opportunity_id, saved: false } };
    },
  );

  r.get(
    '/job-alert/settings',
    {
      schema: { tags: ['job-alert'], querystring: ZNoQuery, response: { 200: ZJobAlertSettingsResult } },
      config: { permission: permit('job-alert', 'detail') },
    },
    async (request) => ({ data: await alertSettingsOf(db, request.caller!.user.id) }),
  );

  r.post(
    '/job-alert/settings',
    {
      schema: { tags: ['job-alert'], body: ZJobAlertSettings, response: { 200: ZJobAlertSettingsResult } },
      config: { permission: permit('job-alert', 'update') },
    },
    async (request) => ({ data: await updateAlertSettings(db, request.caller!.user.id, request.body) }),
  );
}
