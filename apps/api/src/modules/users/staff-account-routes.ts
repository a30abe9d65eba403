import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq } from 'drizzle-orm';
import { ZIdQuery, ZMessageResult } from '@jalurkarir/shared';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { notFound } from '../../lib/app-error.js';
import { permit, requestScope } from '../../plugins/permission.js';
import type { Mailer } from '../mail/mailer.js';
import { queuePasswordReset } from './account-routes.js';
import { userScopeWhere } from './user-crud.js';

interface Deps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
}

/** md-user actions staff take on accounts they run (beyond the generic `/user/*` model routes). */
export async function staffAccountRoutes(app: FastifyInstance, deps: Deps) {
  const { db, mailer } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();

  /**
   * Sends the account's owner the same reset e-mail as forgot-password. The table's
   * `user`/`send-password-reset` says who (Admin: any; Admin Sekolah: the managed roles of their
   * school); an account outside that scope is not found. Staff never see or choose the password.
   */
  const config = { permission: permit('user', 'send-password-reset') };
  r.post(
    '/user/send-password-reset',
    { schema: { tags: ['user'], querystring: ZIdQuery, response: { 200: ZMessageResult } }, config },
    async (request) => {
      const scope = requestScope(request);
      const [target] = await db
        .select({ id: users.id, name: users.name, email: users.email })
        .from(users)
        .where(and(eq(users.id, request.query.id), userScopeWhere(scope, request.caller)));
      if (!target) throw notFound();
      await queuePasswordReset(db, mailer, deps.publicUrl, target);
      return {
        message:
          request.lang === 'id'
            ? `Tautan atur ulang kata sandi telah dikirim ke ${target.email}`
            : `A password reset link has been sent to ${target.email}`,
      };
    },
  );
}
