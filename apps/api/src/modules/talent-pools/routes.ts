import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZTalentPoolAdd, ZTalentPoolList, ZTalentPoolRemove, ZTalentPoolResult } from '@jalurkarir/shared';
import type { Db } from '../../db/client.js';
import { talentPools } from '../../db/schema.js';
import { forbidden } from '../../lib/app-error.js';
import { permit, requestScope } from '../../plugins/permission.js';
import { scopeCondition } from '../scope.js';
import { addToPool, listPools, removeFromPool } from './pools.js';

const ZNoQuery = z.object({}).strict();

/**
 * A company's talent pools (docs/applications.md). Every cell is `own-company`: pools are read
 * and changed under the scope's condition on their company, and a new pool is the caller's
 * company's. Inviting a pooled student is the invitations' own `POST /invitation/create`.
 */
export async function talentPoolRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['talent-pool'];

  r.get(
    '/talent-pool/list',
    { schema: { tags, querystring: ZNoQuery, response: { 200: ZTalentPoolList } }, config: { permission: permit('talent-pool', 'list') } },
    async (request) => {
      const own = scopeCondition(requestScope(request), request.caller, { company: talentPools.companyId });
      return { data: await listPools(db, own, request.lang) };
    },
  );

  r.post(
    '/talent-pool/create',
    { schema: { tags, body: ZTalentPoolAdd, response: { 200: ZTalentPoolResult } }, config: { permission: permit('talent-pool', 'create') } },
    async (request) => {
      const caller = request.caller!;
      // `own-company`: the pool is always the caller's company's.
      if (!caller.user.companyId) throw forbidden();
      const poolId = await addToPool(db, caller.user.companyId, caller.user.id, request.body, request.lang);
      return { data: { pool_id: poolId, student_id: request.body.student_id } };
    },
  );

  r.post(
    '/talent-pool/delete',
    { schema: { tags, body: ZTalentPoolRemove, response: { 200: ZTalentPoolResult } }, config: { permission: permit('talent-pool', 'delete') } },
    async (request) => {
      const own = scopeCondition(requestScope(request), request.caller, { company: talentPools.companyId });
      await removeFromPool(db, own, request.body.pool_id, request.body.student_id);
      return { data: { pool_id: request.body.pool_id, student_id: request.body.student_id } };
    },
  );
}
