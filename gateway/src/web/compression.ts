import fastifyCompress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync, type BrotliOptions, type ZlibOptions } from 'node:zlib';
import type { CachedAnswer } from '../routing/response-cache.js';

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
  const remembering =
    <Options>(encoding: string, compress: (payload: Buffer, options?: Options) => Buffer) =>
    (payload: Buffer, options?: Options): Buffer =>
      compressedOnce(`${encoding}:${createHash('sha1').update(payload).digest('base64')}`, () => compress(payload, options));
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

type Encoding = 'br' | 'gzip';

/** Compressed answers by encoding and the hash of their bytes, newest last. */
const remembered = new Map<string, Buffer>();

function compressedOnce(key: string, compress: () => Buffer): Buffer {
  let answer = remembered.get(key);
  if (!answer) {
    answer = compress();
    if (remembered.size >= REMEMBERED) remembered.delete(remembered.keys().next().value!);
    remembered.set(key, answer);
  }
  return answer;
}

const ENCODERS: Record<Encoding, (body: Buffer) => Buffer> = {
  br: (body) => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } }),
  gzip: (body) => gzipSync(body, { level: 6 }),
};

/**
 * A kept answer (a cached read, a rendered page), sent compressed in the encoding the browser prefers:
 * compressed once per content and found by its etag, where @fastify/compress would hash the whole body on
 * every request to find what it remembered (a tenth of the gateway's time on the home page). 304 while
 * the browser's copy is current.
 */
export function sendAnswer(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer, contentType: string): FastifyReply {
  reply.type(contentType).header('etag', answer.etag).header('cache-control', 'no-cache').header('vary', 'accept-encoding');
  if (answer.status === 200 && request.headers['if-none-match'] === answer.etag) return reply.status(304).send();
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (!encoding) return reply.status(answer.status).send(answer.body);
  // By etag (the hash of the bytes), not by the kept answer: a read answered anew each time (the cache
  // off, or just expired) is most often the same bytes again, and Brotli on the product list cost more
  // of the gateway's time than the rest of the request.
  const body = compressedOnce(`${encoding}:${answer.etag}`, () => ENCODERS[encoding](answer.body));
  return reply.status(answer.status).header('content-encoding', encoding).send(body);
}

/** Brotli, else gzip, as the Accept-Encoding header allows (a q=0 refuses one); none otherwise. */
export function preferredEncoding(header: string | undefined): Encoding | undefined {
  const accepted = new Set(
    (header ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, ...parameters]) => !parameters.some((parameter) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(parameter)))
      .map(([name]) => name!.trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return undefined;
}
