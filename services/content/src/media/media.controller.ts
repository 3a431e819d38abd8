import { Controller, Get, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname } from 'node:path';
import { AppError } from '@artshop/service-kit';
import { objectPath } from './storage.js';

const CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
};

/** Serves stored media over the service's HTTP port; the gateway proxies /objects/* here. */
@Controller('objects')
export class MediaController {
  @Get('*')
  async get(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    const key = decodeURIComponent((request.params as Record<string, string>)['*'] ?? '');
    const file = objectPath(key);
    const type = CONTENT_TYPES[extname(key).toLowerCase()];
    const info = file && type ? await stat(file).catch(() => null) : null;
    if (!file || !type || !info?.isFile()) throw AppError.notFound('Image not found');
    return reply
      .type(type)
      .header('content-length', info.size)
      .header('cache-control', 'public, max-age=86400')
      .header('x-content-type-options', 'nosniff')
      .send(createReadStream(file));
  }
}
