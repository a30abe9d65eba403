import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.js';

/**
 * The one file of a multipart request, up to `maxBytes` (413 past it). A body that is not
 * multipart is a 415; a broken one is the client's fault, so a 400 and never a 500.
 */
export async function readUpload(request: FastifyRequest, maxBytes: number): Promise<{ filename: string; bytes: Buffer }> {
  if (!request.isMultipart()) throw new AppError(415, 'UNSUPPORTED_MEDIA');
  try {
    const file = await request.file({ limits: { fileSize: maxBytes, files: 1, fields: 0 } });
    if (!file) throw new AppError(400, 'VALIDATION', { file: 'msg:REQUIRED' });
    return { filename: file.filename, bytes: await file.toBuffer() };
  } catch (error) {
    if (error instanceof AppError || (error as { statusCode?: number }).statusCode) throw error;
    throw new AppError(400, 'BAD_REQUEST');
  }
}
