import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZIdQuery, ZPklSupervisorInput, ZPklSupervisorList, ZPklSupervisorResult } from '@jalurkarir/shared';
import type { Db } from '../../db/client.js';
import { permit } from '../../plugins/permission.js';
import type { EnrollDeps } from '../users/account-invitation.js';
import { createSupervisor, listSupervisors, setSupervisorActive, supervisorById } from './supervisors.js';

/** The company admin's PKL supervisor accounts (docs/pkl.md): list, create, deactivate, reactivate. */
export async function pklSupervisorRoutes(app: FastifyInstance, { db, enroll }: { db: Db; enroll: EnrollDeps }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['pkl'];
  r.get(
    '/pkl-supervisor/list',
    { schema: { tags, response: { 200: ZPklSupervisorList } }, config: { permission: permit('pkl-supervisor', 'list') } },
    async (request) => ({ data: await listSupervisors(db, request.caller!) }),
  );
  r.post(
    '/pkl-supervisor/create',
    {
      schema: { tags, body: ZPklSupervisorInput, response: { 200: ZPklSupervisorResult } },
      config: { permission: permit('pkl-supervisor', 'create') },
    },
    async (request) => {
      const id = await createSupervisor(db, request.caller!, request.body, enroll);
      return { data: await supervisorById(db, request.caller!, id) };
    },
  );
  for (const action of ['deactivate', 'activate'] as const) {
    r.post(
      `/pkl-supervisor/${action}`,
      {
        schema: { tags, querystring: ZIdQuery, response: { 200: ZPklSupervisorResult } },
        config: { permission: permit('pkl-supervisor', action) },
      },
      async (request) => {
        await setSupervisorActive(db, request.caller!, request.query.id, action === 'activate');
        return { data: await supervisorById(db, request.caller!, request.query.id) };
      },
    );
  }
}
