import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, count, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  COMPANY_PAGE_MESSAGES,
  MAX_COMPANY_PHOTOS,
  ZCompanyPageResult,
  ZCompanyPhotoCaption,
  ZCompanyPhotoDelete,
  ZCompanyPhotosResult,
  ZIdQuery,
} from '@jalurkarir/shared';
import type { Db } from '../../db/client.js';
import { companies, companyPhotos } from '../../db/schema.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { permit, requestScope } from '../../plugins/permission.js';
import { readImageUpload } from '../files/routes.js';
import type { Storage } from '../files/storage.js';
import { companyCrud } from './company-crud.js';
import { companyPage, companyPhotoList } from './public-page.js';

const ZPhotoUploadQuery = z.object({ id: z.uuid(), caption: ZCompanyPhotoCaption.optional() }).strict();

/**
 * The company's page for students (`GET /perusahaan/page?id=`) and its photos: the company admin
 * adds (`photo-upload`, the logo's image checks: 2 MB, JPEG/PNG/WebP by their bytes) and removes
 * (`photo-delete`) photos of their own company; the brand texts are part of the company profile.
 */
export async function companyPageRoutes(app: FastifyInstance, { db, storage }: { db: Db; storage: Storage }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['perusahaan'];

  r.get(
    '/perusahaan/page',
    { schema: { tags, querystring: ZIdQuery, response: { 200: ZCompanyPageResult } }, config: { permission: permit('perusahaan', 'page') } },
    async (request) => ({ data: await companyPage(db, requestScope(request), request.caller, request.query.id) }),
  );

  r.post(
    '/perusahaan/photo-upload',
    {
      schema: { tags, querystring: ZPhotoUploadQuery, consumes: ['multipart/form-data'], response: { 200: ZCompanyPhotosResult } },
      config: { permission: permit('perusahaan', 'photo-upload') },
    },
    async (request) => {
      const { id, caption } = request.query;
      const [company] = await db
        .select({ id: companies.id })
        .from(companies)
        .where(and(eq(companies.id, id), companyCrud.scopeWhere(requestScope(request), request.caller)));
      if (!company) throw notFound();
      const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(companyPhotos).where(eq(companyPhotos.companyId, id));
      const tooMany = () => {
        const reason = COMPANY_PAGE_MESSAGES.TOO_MANY_PHOTOS[request.lang];
        return new AppError(409, 'BAD_REQUEST', { file: reason }, undefined, reason);
      };
      if (n >= MAX_COMPANY_PHOTOS) throw tooMany();
      const { kind, bytes } = await readImageUpload(request);
      const file = await storage.save('company_photo', kind, bytes);
      await db.insert(companyPhotos).values({
        companyId: id,
        file,
        caption: caption || null,
        position: sql`(select coalesce(max(position), 0) + 1 from company_photos where company_id = ${id})`,
      });
      return { data: await companyPhotoList(db, id) };
    },
  );

  r.post(
    '/perusahaan/photo-delete',
    {
      schema: { tags, body: ZCompanyPhotoDelete, response: { 200: ZCompanyPhotosResult } },
      config: { permission: permit('perusahaan', 'photo-delete') },
    },
    async (request) => {
      const [photo] = await db
        .select({ id: companyPhotos.id, file: companyPhotos.file, companyId: companyPhotos.companyId })
        .from(companyPhotos)
        .innerJoin(companies, eq(companies.id, companyPhotos.companyId))
        .where(and(eq(companyPhotos.id, request.body.id), companyCrud.scopeWhere(requestScope(request), request.caller)));
      if (!photo) throw notFound();
      await db.delete(companyPhotos).where(eq(companyPhotos.id, photo.id));
      await storage.remove('company_photo', photo.file);
      return { data: await companyPhotoList(db, photo.companyId) };
    },
  );

  /** The caller's own photos, for the profile page's editor (the page itself shows them to everyone). */
  r.get(
    '/perusahaan/photos',
    { schema: { tags, querystring: ZIdQuery, response: { 200: ZCompanyPhotosResult } }, config: { permission: permit('perusahaan', 'photos') } },
    async (request) => {
      const [company] = await db
        .select({ id: companies.id })
        .from(companies)
        .where(and(eq(companies.id, request.query.id), companyCrud.scopeWhere(requestScope(request), request.caller)));
      if (!company) throw notFound();
      return { data: await companyPhotoList(db, company.id) };
    },
  );
}
