import { constants } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import compress from '@fastify/compress';

/**
 * JSON and text answers of 1 KB or more leave compressed (brotli, else gzip) to a client that
 * accepts it. Most students are on phones on slow mobile networks: a page of recommendations is
 * ~12 KB of JSON and ~2.5 KB in brotli. Quality 4 is brotli's cheap setting (quality 11 costs ~20×
 * the CPU for a few percent). Files (photos, PDFs, spreadsheets) are already compressed or not
 * worth it, and request bodies are read as sent: a compressed upload is not a client of ours.
 * Registered inside the API's prefix: the web app's files have precompressed copies of their own.
 * It costs the API about as much CPU as writing the JSON (~0.14 ms for a 12 KB answer on a 2-core
 * machine); behind a proxy that compresses, `COMPRESS_ANSWERS=false` leaves the work to it.
 */
export async function registerAnswerCompression(api: FastifyInstance) {
  await api.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    customTypes: /^text\/(?!event-stream)|[+/]json(?:;|$)/,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    globalDecompression: false,
  });
}
