import { existsSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import { responseSerializerCompiler } from './lib/response-serializer.js';
import type { Permission } from '@jalurkarir/shared';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { createSessionTokens } from './lib/session-tokens.js';
import { loggerOptions } from './lib/safe-log.js';
import langPlugin from './plugins/lang.js';
import errorsPlugin from './plugins/errors.js';
import bodyLimitPlugin from './plugins/body-limit.js';
import securityHeadersPlugin from './plugins/security-headers.js';
import authPlugin from './plugins/auth.js';
import permissionPlugin, { PUBLIC } from './plugins/permission.js';
import { registerAnswerCompression } from './plugins/compression.js';
import { registerCrud } from './crud/register-crud.js';
import { crudConfigs } from './crud/crud-configs.js';
import { accountRoutes } from './modules/users/account-routes.js';
import { schoolRoutes } from './modules/schools/routes.js';
import { companyProfileRoutes } from './modules/companies/routes.js';
import { companyPageRoutes } from './modules/companies/page-routes.js';
import { studentImportRoutes } from './modules/students/student-import.js';
import { teacherImportRoutes } from './modules/teachers/teacher-import.js';
import { staffAccountRoutes } from './modules/users/staff-account-routes.js';
import { regionRoutes } from './modules/regions/routes.js';
import { createMailer, type Mailer } from './modules/mail/mailer.js';
import { notificationRoutes } from './modules/notifications/routes.js';
import { dispatchNotificationEmails, startNotificationEmailDispatch } from './modules/notifications/email-dispatch.js';
import { outboxRoutes } from './modules/mail/outbox-routes.js';
import { dashboardRoutes } from './modules/dashboard/routes.js';
import { applicationModuleRoutes } from './modules/applications/routes.js';
import { remindInterviews } from './modules/applications/interview-slots.js';
import { partnershipRoutes } from './modules/partnerships/routes.js';
import { pklRoutes } from './modules/pkl/routes.js';
import { notifyPklDue } from './modules/pkl/notices.js';
import { notifyEndingPartnerships } from './modules/partnerships/ending.js';
import { privacyRoutes } from './modules/privacy/routes.js';
import { alumniRoutes } from './modules/alumni/routes.js';
import { tracerRoutes } from './modules/tracer/routes.js';
import { outcomeRoutes } from './modules/outcomes/routes.js';
import { recommendationRoutes } from './modules/recommendations/routes.js';
import { jobAlertRoutes } from './modules/job-alerts/routes.js';
import { talentPoolRoutes } from './modules/talent-pools/routes.js';
import { messageRoutes } from './modules/messages/routes.js';
import { runJobAlerts } from './modules/job-alerts/alerts.js';
import { testRoutes } from './modules/tests/routes.js';
import { assessmentRoutes } from './modules/assessment/routes.js';
import { createStorage } from './modules/files/storage.js';
import { downloadRoutes } from './modules/files/routes.js';
import { photoRoutes } from './modules/users/photo-routes.js';
import { profileRoutes } from './modules/profile/routes.js';
import { createCertificateStore } from './modules/files/certificate-store.js';
import { pgRateLimitStore } from './lib/pg-rate-limit-store.js';
import { periodForTick, runIfDue } from './lib/scheduled-jobs.js';

export const API_PREFIX = '/api/v1';
/** Request bodies above this are refused with 413 (photos have their own multipart limit). */
export const BODY_LIMIT = 256 * 1024;
/** How often queued e-mail is handed to SMTP when SMTP is configured. */
export const MAIL_FLUSH_MS = 15_000;

/** One registered route (per method) and what it declared. */
export interface RegisteredRoute {
  method: string;
  url: string;
  permission: Permission | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    registeredRoutes: readonly RegisteredRoute[];
  }
}

export interface AppDeps {
  config: Config;
  database: Database;
  mailer?: Mailer;
  /** Where the log goes (default stdout); tests pass an in-memory stream to read it. */
  logStream?: { write(msg: string): void };
}

/** Builds the Fastify instance: plugins, then routes. `server.ts` listens; tests call `inject()`. */
/** The notices the clock causes (not a request), each failing on its own, run before the e-mail dispatch. */
async function scheduledNotices(db: Database['db'], log: FastifyInstance['log']): Promise<void> {
  // Partnerships ending within PARTNERSHIP_ENDING_DAYS.
  await notifyEndingPartnerships(db).catch((err: unknown) => log.warn({ err }, 'partnership ending notices failed'));
  // PKL missing journal days and due evaluations: at most one notice a day per placement.
  await notifyPklDue(db).catch((err: unknown) => log.warn({ err }, 'PKL notices failed'));
  // Job alerts: new openings scored against the students with alerts on, at most one alert a day each.
  await runJobAlerts(db).catch((err: unknown) => log.warn({ err }, 'job alerts failed'));
  // Interviews tomorrow: one reminder per picked interview, to the student and the company.
  await remindInterviews(db).catch((err: unknown) => log.warn({ err }, 'interview reminders failed'));
}

export async function buildApp({ config, database, mailer, logStream }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    // Never log credentials or personal data: redacted URLs, sanitized errors (lib/safe-log.ts).
    logger: loggerOptions(config.logLevel, logStream),
    bodyLimit: BODY_LIMIT,
    ajv: { customOptions: { coerceTypes: false } },
    trustProxy: config.trustProxy,
  });
  app.setValidatorCompiler(validatorCompiler);
  // Response schemas are the shared read schemas, compiled once to fast-json-stringify (lib/response-serializer.ts).
  app.setSerializerCompiler(responseSerializerCompiler);
  // Every route as registered, with its options: route-declarations.test.ts checks each declares a permission.
  const registeredRoutes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', registeredRoutes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) registeredRoutes.push({ method, url: route.url, permission: route.config?.permission });
  });

  const db = database.db;
  const tokens = createSessionTokens(config.jwtSecret, config.tokenTtlSeconds);
  const storage = createStorage(config.uploadDir);
  const mail = mailer ?? createMailer(db, { smtpUrl: config.smtpUrl, from: config.mailFrom, log: app.log });
  if (config.smtpUrl) {
    // Delivers messages queued inside transactions, and retries failed ones.
    const timer = setInterval(() => void mail.flush().catch((err) => app.log.warn({ err }, 'outbox flush failed')), MAIL_FLUSH_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
  // Notification e-mails go out from the notifications table itself, after the change that caused them committed.
  // Every process ticks; one claims each due round (scheduled_jobs), so N processes run it once, not N times.
  const noticesJob = { name: 'notifications', everyMs: periodForTick(config.notificationEmailIntervalMs) };
  const stopDispatch = startNotificationEmailDispatch(
    // The scheduled notices are written first, so their e-mails go in the same round.
    () => runIfDue(db, noticesJob, () => scheduledNotices(db, app.log).then(() => dispatchNotificationEmails(db, mail, config.publicUrl))),
    config.notificationEmailIntervalMs,
    app.log,
  );
  app.addHook('onClose', async () => stopDispatch());

  await app.register(langPlugin);
  await app.register(errorsPlugin);
  await app.register(securityHeadersPlugin);
  // After the security headers (they go on the 413 too): an oversized body refused before it is read.
  await app.register(bodyLimitPlugin);
  // Counted in the database, so a limit holds across every API process (lib/pg-rate-limit-store.ts).
  await app.register(rateLimit, { global: false, store: pgRateLimitStore(db) });
  await app.register(multipart, { limits: { fileSize: 2 * 1024 * 1024, files: 1, fields: 5, parts: 6 } });
  await app.register(swagger, {
    openapi: {
      info: { title: 'JalurKarir API', version: '0.1.0', description: 'Generated from the zod schemas that validate each request.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    transformStaticCSP: (header) => header.replace(/upgrade-insecure-requests;?\s*/, ''),
  });
  await app.register(authPlugin, { db, tokens });
  await app.register(permissionPlugin);

  await app.register(
    async (api) => {
      if (config.compressAnswers) await registerAnswerCompression(api);
      // Liveness (never touches the database) and readiness (one `select 1`, 503 when it fails): docs/operations.md.
      api.get('/health', { schema: { tags: ['health'] }, config: PUBLIC }, async () => ({ status: 'ok', database: database.kind }));
      api.get('/ready', { schema: { tags: ['health'] }, config: PUBLIC }, async () => {
        await database.ping();
        return { status: 'ready', database: database.kind };
      });
      await accountRoutes(api, {
        db,
        tokens,
        mailer: mail,
        publicUrl: config.publicUrl,
        loginRatePerMinute: config.loginRatePerMinute,
        signupRatePerMinute: config.signupRatePerMinute,
        loginIpFailuresPerHour: config.loginIpFailuresPerHour,
      });
      const enroll = { mailer: mail, publicUrl: config.publicUrl };
      for (const crud of crudConfigs(enroll)) {
        registerCrud(api, db, crud, { exactCountUpTo: config.listExactCountUpTo });
      }
      await studentImportRoutes(api, { db, mailer: mail, publicUrl: config.publicUrl });
      await teacherImportRoutes(api, { db, mailer: mail, publicUrl: config.publicUrl });
      await staffAccountRoutes(api, { db, mailer: mail, publicUrl: config.publicUrl });
      await schoolRoutes(api, { db });
      await companyProfileRoutes(api, { db, storage });
      await companyPageRoutes(api, { db, storage });
      await regionRoutes(api);
      await outboxRoutes(api, { db });
      await notificationRoutes(api, { db });
      await dashboardRoutes(api, { db });
      await applicationModuleRoutes(api, { db, mailer: mail });
      await partnershipRoutes(api, { db, uploadDir: config.uploadDir });
      await pklRoutes(api, { db, uploadDir: config.uploadDir, enroll });
      await privacyRoutes(api, { db, storage, mailer: mail, publicUrl: config.publicUrl, uploadDir: config.uploadDir });
      await recommendationRoutes(api, { db });
      await jobAlertRoutes(api, { db });
      await talentPoolRoutes(api, { db });
      await messageRoutes(api, { db, uploadDir: config.uploadDir });
      await alumniRoutes(api, { db });
      await tracerRoutes(api, { db, mailer: mail, publicUrl: config.publicUrl });
      await outcomeRoutes(api, { db });
      await profileRoutes(api, {
        db,
        certificates: createCertificateStore(config.uploadDir),
        crudOptions: { exactCountUpTo: config.listExactCountUpTo },
      });
      await testRoutes(api, { db, storage });
      await assessmentRoutes(api, { db });
      await photoRoutes(api, { db, storage });
      await downloadRoutes(api, { storage });
    },
    { prefix: API_PREFIX },
  );
  // The spec serves files from the dashboard host at /download.
  await app.register(async (root) => downloadRoutes(root, { storage }));

  if (existsSync(config.webDist)) {
    // Hash routing: every page is index.html at `/`. Fingerprinted assets are cached for a year;
    // .br/.gz siblings made at build time are sent to browsers that accept them.
    await app.register(fastifyStatic, {
      root: config.webDist,
      wildcard: false,
      preCompressed: true,
      index: ['index.html'],
      setHeaders(res, filePath) {
        res.header('cache-control', filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  return app;
}
