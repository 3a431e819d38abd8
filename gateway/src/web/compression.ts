import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { createHash } from 'node:crypto';
import { brotliCompressSync, gzipSync, type BrotliOptions, type ZlibOptions } from 'node:zlib';

/** Compressed answers kept, newest last; a few MB at most. */
const REMEMBERED = 500;
/** Answers up to this size are compressed in one call (and remembered); larger ones, and files, are streamed. */
const ONE_CALL_MAX_BYTES = 256 * 1024;

/**
 * Brotli or gzip for every text answer (the apps' scripts and styles, pages, API JSON): on a phone
 * network the bundles are most of the wait. The gateway sends the same bytes again and again (the
 * cached catalog reads, the shared pages), so each distinct answer is compressed once and the
 * result remembered by its hash: compressing the 30 kB product list on every request would cut
 * its throughput by five.
 */
export async function registerCompression(fastify: FastifyInstance): Promise<void> {
  const remembered = new Map<string, Buffer>();
  const remembering =
    <Options>(encoding: string, compress: (payload: Buffer, options?: Options) => Buffer) =>
    (payload: Buffer, options?: Options): Buffer => {
      const key = `${encoding}:${createHash('sha1').update(payload).digest('base64')}`;
      let answer = remembered.get(key);
      if (!answer) {
        answer = compress(payload, options);
        if (remembered.size >= REMEMBERED) remembered.delete(remembered.keys().next().value!);
        remembered.set(key, answer);
      }
      return answer;
    };
  await fastify.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    globalDecompression: false,
    syncThreshold: ONE_CALL_MAX_BYTES,
    // One-shot compressors only: streams (the apps' files) keep Node's own.
    zlib: {
      brotliCompressSync: remembering<BrotliOptions>('br', brotliCompressSync),
      gzipSync: remembering<ZlibOptions>('gzip', gzipSync),
    },
  });
}
