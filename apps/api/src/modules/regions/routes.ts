import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { zRegionCode } from '@jalurkarir/shared';
import { listRegions, REGION_LEVELS } from './region-data.js';
import { PUBLIC } from '../../plugins/permission.js';

/**
 * `GET /service/{name}` (spec §7): named read-only services. Regions are public reference data
 * (the sign-up and address forms need them), cached by browsers for a day.
 */
export async function regionRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/service/:name',
    {
      schema: {
        tags: ['service'],
        params: z.object({ name: z.enum(REGION_LEVELS) }),
        querystring: z.object({ parent: zRegionCode.optional() }).strict(),
      },
      config: PUBLIC,
    },
    async (request, reply) => {
      const data = await listRegions(request.params.name, request.query.parent ?? '');
      reply.header('cache-control', 'public, max-age=86400');
      return { data };
    },
  );
}
