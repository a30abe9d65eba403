import { z } from 'zod';
import type { Lang } from '../errors.js';
import { zString, zTimestamp } from '../primitives.js';

/**
 * A company's page as students see it (the employer brand, `/companies/:id`; docs/applications.md,
 * "Company page"): what the company writes about itself, its photos, the schools it works with, its
 * open openings and how quickly it answers applications, measured from the history.
 */

/** How many photos a company shows (a gallery, not an album). */
export const MAX_COMPANY_PHOTOS = 6;

export const ZCompanyPhoto = z.object({
  id: z.string(),
  /** Stored file name; served by `/download?dir=company_photo&name=…`. */
  file: z.string(),
  caption: z.string().nullable(),
});
export type TCompanyPhoto = z.input<typeof ZCompanyPhoto>;

/** `POST /perusahaan/photo-upload` takes a caption beside the file (multipart field `caption`). */
export const ZCompanyPhotoCaption = zString().trim().max(200);

export const ZCompanyPhotoDelete = z.object({ id: z.uuid() }).strict();

/** The first-response figures of the company page (applications students sent; invitations are the company's own move). */
export const ZCompanyResponse = z.object({
  /** Applications counted: answered, or unanswered for longer than the grace period. */
  applications: z.number().int(),
  responded: z.number().int(),
  /** Median whole days from an application to the company's first move, over the answered ones; null with none. */
  median_days: z.number().nullable(),
});
export type TCompanyResponse = z.input<typeof ZCompanyResponse>;

export const ZCompanyPage = z.object({
  id: z.string(),
  name: z.string(),
  sector: z.string().nullable(),
  size: z.string().nullable(),
  city_name: z.string().nullable(),
  province_name: z.string().nullable(),
  website: z.string().nullable(),
  logo: z.string().nullable(),
  description: z.string().nullable(),
  description_en: z.string().nullable(),
  benefits: z.string().nullable(),
  benefits_en: z.string().nullable(),
  first_job: z.string().nullable(),
  first_job_en: z.string().nullable(),
  photos: z.array(ZCompanyPhoto),
  /** Schools with an active partnership. */
  partner_schools: z.array(z.object({ id: z.string(), name: z.string(), city_name: z.string().nullable() })),
  /** Its published openings, newest first. */
  openings: z.array(z.object({ id: z.string(), title: z.string(), deadline: z.string().nullable(), created_at: zTimestamp })),
  response: ZCompanyResponse,
});
export type TCompanyPage = z.input<typeof ZCompanyPage>;
export const ZCompanyPageResult = z.object({ data: ZCompanyPage });
export const ZCompanyPhotosResult = z.object({ data: z.array(ZCompanyPhoto) });

export const COMPANY_PAGE_MESSAGES = {
  TOO_MANY_PHOTOS: {
    id: `Perusahaan dapat menampilkan paling banyak ${MAX_COMPANY_PHOTOS} foto. Hapus satu foto terlebih dahulu.`,
    en: `A company can show at most ${MAX_COMPANY_PHOTOS} photos. Delete one first.`,
  },
} as const satisfies Record<string, Record<Lang, string>>;
