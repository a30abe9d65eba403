import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZQuestionImageUploaded } from '@jalurkarir/shared';
import { readImageUpload } from '../files/routes.js';
import type { Storage } from '../files/storage.js';
import { permit } from '../../plugins/permission.js';

/** Where a question's image is served: the public `/download` (an <img> sends no bearer token; the name is a random UUID). */
export function questionImageUrl(name: string): string {
  return `/download?dir=question_image&name=${name}&inline=true`;
}

/**
 * `POST /test/question-image` (multipart `file`): an author (Admin; Guru for their school's tests,
 * the `test`/`create` cell) uploads a question's optional image — JPEG, PNG or WebP by its first
 * bytes, at most 2 MB — and gets the URL to put in the question's `image_url`.
 */
export async function questionImageRoutes(app: FastifyInstance, { storage }: { storage: Storage }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/test/question-image',
    {
      schema: { tags: ['test'], consumes: ['multipart/form-data'], response: { 201: ZQuestionImageUploaded } },
      config: { permission: permit('test', 'create') },
    },
    async (request, reply) => {
      const { kind, bytes } = await readImageUpload(request);
      const name = await storage.save('question_image', kind, bytes);
      return reply.status(201).send({ data: { image_url: questionImageUrl(name) } });
    },
  );
}
