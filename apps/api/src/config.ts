import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** Repository root, so paths work whatever the working directory of `npm start` is. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * The only place that reads `process.env`. Defaults make `npm start` work with nothing set:
 * embedded PGlite under ./data, a JWT secret generated once and kept in the data folder,
 * e-mail kept in the outbox table.
 */
const ZEnv = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default(path.join(REPO_ROOT, 'data')),
  DATABASE_URL: z.string().optional(),
  /**
   * `transaction` when DATABASE_URL is a pooler in transaction mode (PgBouncer): the connection then
   * sends no startup settings, which such a pooler refuses or drops (docs/operations.md).
   */
  DATABASE_POOLER: z.enum(['none', 'transaction']).default('none'),
  JWT_SECRET: z.string().min(16).optional(),
  TOKEN_TTL_HOURS: z.coerce
    .number()
    .positive()
    .default(24 * 7),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('JalurKarir <no-reply@jalurkarir.id>'),
  PUBLIC_URL: z.string().default('http://localhost:3000'),
  WEB_DIST: z.string().default(path.join(REPO_ROOT, 'apps/web/dist')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: z.enum(['true', 'false']).default('true'),
  /** Requests a minute one IP may make to login, sign-up and forgot-password together (one shared budget). */
  LOGIN_RATE_PER_MINUTE: z.coerce.number().int().positive().default(20),
  /** Sign-ups a minute from one IP, on top of the shared budget (stricter: each one costs a hash and an e-mail). */
  SIGNUP_RATE_PER_MINUTE: z.coerce.number().int().positive().default(5),
  /** Failed logins one IP may make in an hour across every account before it waits for the hour to end. */
  LOGIN_IP_FAILURES_PER_HOUR: z.coerce.number().int().positive().default(100),
  /** Set to true only behind a load balancer that sets X-Forwarded-For, or clients could pick their own IP. */
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  /** Compress JSON and text answers of 1 KB or more; false when a proxy in front compresses them. */
  COMPRESS_ANSWERS: z.enum(['true', 'false']).default('true'),
  /** Lists expected to hold more rows than this show the database's estimate as their total (0 = always count). */
  LIST_EXACT_COUNT_UP_TO: z.coerce.number().int().min(0).default(20_000),
  /** How often notification e-mails are dispatched from the notifications table (0 = never: tests dispatch by hand). */
  NOTIFICATION_EMAIL_INTERVAL_MS: z.coerce.number().int().min(0).default(5_000),
  /** API processes `npm start` runs behind one port (node:cluster). More than 1 needs PostgreSQL (DATABASE_URL). */
  WORKERS: z.coerce.number().int().min(1).max(64).default(1),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  databasePooler: 'none' | 'transaction';
  jwtSecret: string;
  tokenTtlSeconds: number;
  smtpUrl?: string;
  mailFrom: string;
  publicUrl: string;
  webDist: string;
  logLevel: z.infer<typeof ZEnv>['LOG_LEVEL'];
  seedDemo: boolean;
  loginRatePerMinute: number;
  signupRatePerMinute: number;
  loginIpFailuresPerHour: number;
  uploadDir: string;
  trustProxy: boolean;
  compressAnswers: boolean;
  listExactCountUpTo: number;
  notificationEmailIntervalMs: number;
  workers: number;
}

/** A random secret kept in the data folder, so tokens survive restarts of a single install. */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const e = ZEnv.parse(env);
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL || undefined,
    databasePooler: e.DATABASE_POOLER,
    jwtSecret: e.JWT_SECRET ?? readOrCreateSecret(dataDir),
    tokenTtlSeconds: Math.round(e.TOKEN_TTL_HOURS * 3600),
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    publicUrl: e.PUBLIC_URL.replace(/\/$/, ''),
    webDist: e.WEB_DIST,
    logLevel: e.LOG_LEVEL,
    seedDemo: e.SEED_DEMO === 'true',
    loginRatePerMinute: e.LOGIN_RATE_PER_MINUTE,
    signupRatePerMinute: e.SIGNUP_RATE_PER_MINUTE,
    loginIpFailuresPerHour: e.LOGIN_IP_FAILURES_PER_HOUR,
    uploadDir: path.join(dataDir, 'uploads'),
    trustProxy: e.TRUST_PROXY === 'true',
    compressAnswers: e.COMPRESS_ANSWERS === 'true',
    listExactCountUpTo: e.LIST_EXACT_COUNT_UP_TO,
    notificationEmailIntervalMs: e.NOTIFICATION_EMAIL_INTERVAL_MS,
    workers: e.WORKERS,
  };
}

/**
 * Why this config cannot start, or null. PGlite is one process's embedded database (its data folder
 * is locked to one process), so several workers need PostgreSQL.
 */
export function workersProblem(config: Pick<Config, 'workers' | 'databaseUrl'>): string | null {
  if (config.workers > 1 && !config.databaseUrl)
    return (
      `WORKERS=${config.workers} needs PostgreSQL: the embedded database (PGlite, used when DATABASE_URL is not set) ` +
      'belongs to one process. Set DATABASE_URL=postgres://… to run several workers, or start with WORKERS=1.'
    );
  return null;
}
