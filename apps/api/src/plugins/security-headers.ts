import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/**
 * Helmet's security headers on every answer, its middleware built once. (@fastify/helmet builds a
 * new helmet middleware, CSP directives parsed again, for every request: ~6 % of the API's CPU on a
 * one-record read.)
 */
const applySecurityHeaders = helmet({
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      styleSrc: ["'self'", "'unsafe-inline'"],
      scriptSrc: ["'self'"],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      // A school's install is often plain http on a LAN address: never upgrade its requests.
      upgradeInsecureRequests: null,
    },
  },
});

async function securityHeadersPlugin(app: FastifyInstance) {
  // Helmet's middleware only sets headers; a bad option throws above, when the module loads.
  app.addHook('onRequest', (request, reply, done) => applySecurityHeaders(request.raw, reply.raw, () => done()));
}

export default fp(securityHeadersPlugin, { name: 'security-headers' });
