import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Lang } from '@jalurkarir/shared';

declare module 'fastify' {
  interface FastifyRequest {
    lang: Lang;
  }
}

/** The language of messages: `x-lang` (sent by the web app) first, then Accept-Language; English by default. */
export function detectLang(headers: Record<string, string | string[] | undefined>): Lang {
  const explicit = headers['x-lang'];
  if (explicit === 'id' || explicit === 'en') return explicit;
  const accept = headers['accept-language'];
  const first = (Array.isArray(accept) ? accept[0] : accept)?.split(',')[0]?.trim().toLowerCase();
  return first?.startsWith('id') ? 'id' : 'en';
}

async function langPlugin(app: FastifyInstance) {
  app.decorateRequest('lang', 'en');
  app.addHook('onRequest', async (request) => {
    request.lang = detectLang(request.headers);
  });
}

export default fp(langPlugin, { name: 'lang' });
