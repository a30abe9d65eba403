import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { applicationRoutes } from './application-routes.js';
import { invitationRoutes } from './invitation-routes.js';
import { jobRoutes } from './job-routes.js';

/** Openings as students browse them, applications and invitations (docs/applications.md). */
export async function applicationModuleRoutes(app: FastifyInstance, deps: { db: Db }) {
  await jobRoutes(app, deps);
  await applicationRoutes(app, deps);
  await invitationRoutes(app, deps);
}
