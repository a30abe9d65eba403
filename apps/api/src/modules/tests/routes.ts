import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { periodForTick, runIfDue } from '../../lib/scheduled-jobs.js';
import type { Storage } from '../files/storage.js';
import { testAssignmentRoutes } from './assignment-routes.js';
import { testAuthoringRoutes } from './authoring-routes.js';
import { expireDue, testsClock } from './engine.js';
import { questionImageRoutes } from './question-image.js';
import { questionImportRoutes } from './question-import.js';
import { testTakingRoutes } from './taking-routes.js';

/** How often the server submits attempts whose deadline (plus the grace) has passed. */
export const EXPIRY_SWEEP_MS = 30_000;

/**
 * Tests (docs/tests-engine.md): authoring, assignment and completion; taking on the
 * server's clock; histories. `now` is the engine's clock (tests replace `testsClock.now`).
 */
export async function testRoutes(app: FastifyInstance, deps: { db: Db; storage: Storage; now?: () => Date; sweepMs?: number }) {
  const now = deps.now ?? (() => testsClock.now());
  await testAuthoringRoutes(app, deps);
  await testAssignmentRoutes(app, deps);
  await questionImportRoutes(app, deps);
  await questionImageRoutes(app, deps);
  await testTakingRoutes(app, { db: deps.db, now });
  const sweepMs = deps.sweepMs ?? EXPIRY_SWEEP_MS;
  if (sweepMs > 0) {
    // One process per due sweep (scheduled_jobs); submitting an attempt is itself once-only, this saves the duplicate work.
    const job = { name: 'test-expiry-sweep', everyMs: periodForTick(sweepMs) };
    const timer = setInterval(
      () =>
        void runIfDue(deps.db, job, () => expireDue(deps.db, now())).catch((err: unknown) =>
          app.log.warn({ err }, 'test attempt expiry sweep failed'),
        ),
      sweepMs,
    );
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
}
