import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sendError } from './errors.js';

/**
 * Past this many declared bytes the 413 also closes the connection: reading and throwing away a
 * body that large costs more than a client that sends one deserves.
 */
export const DRAIN_LIMIT = 8 * 1024 * 1024;

/**
 * A body whose declared `content-length` is over the route's limit is refused before it is read.
 * Fastify's own check (while parsing) answers 413 with `connection: close`, so the socket closes
 * while the client is still sending, and a client such as Node's fetch reports a network error
 * instead of the answer. Answered here instead, the connection stays open: Node reads the rest of
 * the body and throws it away, and the client reads a 413 with the usual error body in its
 * language. Multipart uploads have their own per-file limits (@fastify/multipart) and are left to
 * them; a body without `content-length` (chunked) is still stopped by Fastify while it is read.
 */
async function bodyLimitPlugin(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    const declared = Number(request.headers['content-length']);
    const limit = request.routeOptions.bodyLimit ?? app.initialConfig.bodyLimit;
    if (!Number.isFinite(declared) || !limit || declared <= limit) return;
    if (request.headers['content-type']?.toLowerCase().startsWith('multipart/')) return;
    if (declared > DRAIN_LIMIT) reply.header('connection', 'close');
    return sendError(reply, request.lang, 413, 'PAYLOAD_TOO_LARGE');
  });
}

export default fp(bodyLimitPlugin, { name: 'body-limit', dependencies: ['lang', 'errors'] });
