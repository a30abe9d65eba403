import type { FastifyInstance } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet from 'helmet';

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

/**
 * Helmet's headers, as its middleware sets them. With these options they depend on nothing of the
 * request (no nonce, no per-request directive), so they are taken once from a response that only
 * records them; a bad option throws here, when the module loads.
 */
function helmetHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = value),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  let done = false;
  applySecurityHeaders({} as IncomingMessage, recorder as unknown as ServerResponse, () => (done = true));
  if (!done) throw new Error('helmet did not finish synchronously');
  return headers;
}

const SECURITY_HEADERS = helmetHeaders();

/**
 * The security headers on every answer, given to the reply as one object: running helmet's twelve
 * middlewares per request (each a `setHeader` with Node's checks) was ~4 % of the API's CPU on a
 * one-record read. `x-powered-by` is never set (Fastify sends none).
 */
async function securityHeadersPlugin(app: FastifyInstance) {
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(SECURITY_HEADERS);
    done();
  });
}

export default fp(securityHeadersPlugin, { name: 'security-headers' });
