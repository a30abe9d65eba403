import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, notFound } from '../../lib/app-error.js';
import { readUpload } from '../../lib/read-upload.js';
import { PUBLIC } from '../../plugins/permission.js';
import { IMAGE_CONTENT_TYPES, detectImageKind, type ImageKind } from './image-type.js';
import { STORAGE_DIRS, STORED_NAME, type Storage } from './storage.js';

export const MAX_PHOTO_BYTES = 2 * 1024 * 1024;

/**
 * The one image of a multipart upload (profile photo, company logo): at most 2 MB (413), and
 * JPEG, PNG or WebP by its first bytes — never by its name or declared type (415 otherwise).
 */
export async function readImageUpload(request: FastifyRequest): Promise<{ kind: ImageKind; bytes: Buffer }> {
  const { bytes } = await readUpload(request, MAX_PHOTO_BYTES);
  const kind = detectImageKind(bytes);
  if (!kind) throw new AppError(415, 'UNSUPPORTED_MEDIA', { file: 'msg:UNSUPPORTED_MEDIA' });
  return { kind, bytes };
}

/** `GET /download?name&dir=profile_photo|company_logo&inline=true`, mounted at the root (spec §7) and under /api/v1. */
export async function downloadRoutes(app: FastifyInstance, { storage }: { storage: Storage }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const downloadQuery = z.object({
    name: z.string().min(1).max(100).regex(STORED_NAME),
    dir: z.enum(STORAGE_DIRS),
    inline: z.enum(['true', 'false']).optional(),
  });

  // Photos and logos are served without a session (an <img> cannot send a bearer token); names are random UUIDs.
  r.get('/download', { schema: { tags: ['files'], querystring: downloadQuery }, config: PUBLIC }, async (request, reply) => {
    const { name, dir, inline } = request.query;
    const bytes = await storage.read(dir, name);
    if (!bytes) throw notFound();
    const kind = name.split('.').pop() as ImageKind;
    return reply
      .header('content-type', IMAGE_CONTENT_TYPES[kind])
      .header('content-disposition', `${inline === 'true' ? 'inline' : 'attachment'}; filename="${name}"`)
      .header('cache-control', 'private, max-age=86400, immutable')
      .send(bytes);
  });
}
