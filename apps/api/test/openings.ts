import type { Db } from '../src/db/client.js';
import { opportunities } from '../src/db/schema.js';

/**
 * A fresh open opening of a company, written straight to the database: the rows a test changes are
 * its own. An entry-level SMK opening in Jakarta Pusat unless `extra` says otherwise.
 */
export async function newOpening(db: Db, companyId: string, title: string, extra: Partial<typeof opportunities.$inferInsert> = {}): Promise<string> {
  const [row] = await db
    .insert(opportunities)
    .values({
      companyId,
      title,
      contractType: 'full_time',
      careerLevel: 'entry',
      qualification: 'SMK',
      status: 'open',
      cityCode: '31.71',
      ...extra,
    })
    .returning({ id: opportunities.id });
  return row!.id;
}
