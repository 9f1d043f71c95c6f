import zlib from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Below this a compressed answer saves less than a TCP packet while still costing the CPU of a
 * compressor: the many small JSON answers (balance, health, a slip's verdict) go out as they are.
 */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Compresses text answers of every route registered after it (JSON, the API docs, any text file
 * of the web app that has no precompressed sibling), brotli first, then gzip. Quality 4 is where
 * brotli still beats gzip's ratio at gzip's speed; the web app's own files are compressed at the
 * highest quality once, at build time (apps/web/scripts/precompress.mjs), and served as they are.
 * Images, websockets and streamed replies opt out per route (`compress: false`).
 */
export const registerCompression = async (app: FastifyInstance): Promise<void> => {
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_THRESHOLD_BYTES,
    brotliOptions: {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      },
    },
    zlibOptions: { level: 6 },
    // Request bodies are never compressed by the clients; accepting them would widen the contract.
    globalDecompression: false,
  });
};
