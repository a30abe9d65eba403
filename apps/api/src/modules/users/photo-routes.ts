import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq, sql } from 'drizzle-orm';
import { ZUserResult } from '@jalurkarir/shared';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { SELF } from '../../plugins/permission.js';
import { readImageUpload } from '../files/routes.js';
import type { Storage } from '../files/storage.js';
import { recomputeCompleteness } from '../profile/completeness.js';
import { requireUserDto } from './user-query.js';

/**
 * The caller's own profile photo (spec §7). An account route, here rather than in files/: files
 * stores and serves bytes for every module, so it must not depend on accounts or profiles.
 */
export async function photoRoutes(app: FastifyInstance, { db, storage }: { db: Db; storage: Storage }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/user/photo',
    { schema: { tags: ['account'], consumes: ['multipart/form-data'], response: { 200: ZUserResult } }, config: SELF },
    async (request) => {
      const { kind, bytes } = await readImageUpload(request);
      const me = request.caller!.user;
      const name = await storage.save('profile_photo', kind, bytes);
      // The photo it replaces, read with the row locked: two uploads at once each remove the one they replaced.
      const replaced = await db.transaction(async (tx) => {
        const [before] = await tx.select({ photo: users.photo }).from(users).where(eq(users.id, me.id)).for('update');
        await tx
          .update(users)
          .set({ photo: name, updatedAt: sql`now()` })
          .where(eq(users.id, me.id));
        // The photo is part of a student's profile completeness (docs/profile.md).
        await recomputeCompleteness(tx, me.id);
        return before?.photo ?? null;
      });
      if (replaced) await storage.remove('profile_photo', replaced);
      return { data: await requireUserDto(db, me.id) };
    },
  );
}
