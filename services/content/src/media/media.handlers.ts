import { Controller, Get, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '@artshop/service-kit';
import { MediaStorage, contentTypeOf, isValidKey } from './media-storage.js';

/** Serves stored media over the service's HTTP port, from disk or S3; the gateway proxies /objects/* here. */
@Controller('objects')
export class MediaHandlers {
  constructor(private readonly storage: MediaStorage) {}

  @Get('*')
  async get(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    // Not decoded: a valid key has no characters that need escaping.
    const key = (request.params as Record<string, string>)['*'] ?? '';
    const type = contentTypeOf(key);
    const object = type && isValidKey(key) ? await this.storage.open(key) : null;
    if (!object) throw AppError.notFound('Image not found');
    return (
      reply
        .type(type!)
        .header('content-length', object.size)
        // A variant is rendered once and never rewritten; originals keep the day-long caching they had.
        .header('cache-control', /@\d+w\.\w+$/.test(key) ? 'public, max-age=31536000, immutable' : 'public, max-age=86400')
        .header('x-content-type-options', 'nosniff')
        .send(object.body)
    );
  }
}
