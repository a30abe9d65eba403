import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { count, desc, ilike, or } from 'drizzle-orm';
import { z } from 'zod';
import { MAX_PER_PAGE, zString } from '@jalurkarir/shared';
import type { Db } from '../../db/client.js';
import { emailOutbox } from '../../db/schema.js';
import { permit } from '../../plugins/permission.js';
import { likePattern } from '../../lib/like-pattern.js';

/** The Admin reads what the product sent (or could not send): the mail path of an install without SMTP. */
export async function outboxRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const query = z
    .object({
      search: zString().max(200).optional().default(''),
      page: z.coerce.number().int().min(1).max(100000).optional().default(1),
      per_page: z.coerce.number().int().min(1).max(MAX_PER_PAGE).optional().default(20),
    })
    .strict();
  const config = { permission: permit('outbox', 'list') };
  app.withTypeProvider<ZodTypeProvider>().get('/outbox/list', { schema: { tags: ['outbox'], querystring: query }, config }, async (request) => {
    const { search, page, per_page } = request.query;
    const where = search ? or(ilike(emailOutbox.toAddress, likePattern(search)), ilike(emailOutbox.subject, likePattern(search))) : undefined;
    const [rows, [counted]] = await Promise.all([
      db
        .select({
          id: emailOutbox.id,
          to: emailOutbox.toAddress,
          subject: emailOutbox.subject,
          body: emailOutbox.bodyText,
          status: emailOutbox.status,
          created_at: emailOutbox.createdAt,
          sent_at: emailOutbox.sentAt,
        })
        .from(emailOutbox)
        .where(where)
        .orderBy(desc(emailOutbox.createdAt))
        .limit(per_page)
        .offset((page - 1) * per_page),
      db.select({ total: count() }).from(emailOutbox).where(where),
    ]);
    const total = counted?.total ?? 0;
    return { data: rows, total, page, per_page, total_pages: Math.ceil(total / per_page) };
  });
}
