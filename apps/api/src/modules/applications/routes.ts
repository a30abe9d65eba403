import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { Mailer } from '../mail/mailer.js';
import { applicationRoutes } from './application-routes.js';
import { invitationRoutes } from './invitation-routes.js';
import { jobRoutes } from './job-routes.js';
import { offerRoutes } from './offer-routes.js';
import { scorecardRoutes } from './scorecard-routes.js';

/** Openings as students browse them, applications, invitations, the company's scorecards and job offers (docs/applications.md). */
export async function applicationModuleRoutes(app: FastifyInstance, deps: { db: Db; mailer: Mailer }) {
  await jobRoutes(app, deps);
  await applicationRoutes(app, deps);
  await invitationRoutes(app, deps);
  await scorecardRoutes(app, deps);
  await offerRoutes(app, deps);
}
