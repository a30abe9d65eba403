// A company's photos on its page for students (migration 0030_employer_brand; docs/applications.md).
import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { companies, createdAt, id } from './core.js';

/** One photo of a company's page: the stored file (uploads/company_photo) and an optional caption. */
export const companyPhotos = pgTable(
  'company_photos',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    file: text('file').notNull(),
    caption: text('caption'),
    position: integer('position').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('company_photos_company_idx').on(t.companyId, t.position)],
);
