import { Controller, HttpCode, Inject, Param, Put, Req, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Readable } from 'node:stream';
import { ContentRpc, MAX_UPLOAD_BYTES, NOT_AN_IMAGE_MESSAGE, REQUEST_CONTEXT_HEADER, UPLOAD_TOO_LARGE_MESSAGE, type RequestContext } from '@artshop/contracts';
import { AppError, Handles, RpcTrust } from '@artshop/service-kit';
import { UploadsService } from './uploads.service.js';

/** POST /api/objects/upload and PUT /api/objects/finalize over RPC; the file itself over HTTP (the gateway proxies it). */
@Controller()
export class UploadsHandlers implements OnModuleInit {
  constructor(
    private readonly uploads: UploadsService,
    private readonly trust: RpcTrust,
    @Inject(HttpAdapterHost) private readonly adapterHost: HttpAdapterHost,
  ) {}

  onModuleInit() {
    // The gateway sends a file as application/octet-stream; it reaches the handler as the raw stream, read there up to the limit.
    const fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    fastify.addContentTypeParser('application/octet-stream', (_request, payload, done) => done(null, payload));
  }

  @Handles(ContentRpc.createUpload)
  createUpload(_input: object, ctx: RequestContext) {
    return this.uploads.createAddress(ownerOf(ctx.caller.userId));
  }

  @Handles(ContentRpc.finalizeUpload)
  finalize({ imageURL }: { imageURL: string }, ctx: RequestContext) {
    return this.uploads.finalize(ownerOf(ctx.caller.userId), imageURL);
  }

  /**
   * PUT {uploadURL}: the raw file, at most 10 MB, whatever content type it declares. The caller is the
   * one the gateway signed; anyone else reaching this port is refused before anything is read.
   */
  @Put('uploads/:token')
  @HttpCode(204)
  async receive(@Param('token') token: string, @Req() request: FastifyRequest): Promise<void> {
    const { caller } = this.trust.trustedContextOf(request.headers[REQUEST_CONTEXT_HEADER]);
    const upload = await this.uploads.awaitingFile(token, ownerOf(caller.userId));
    if (!(request.body instanceof Readable)) throw AppError.badRequest(NOT_AN_IMAGE_MESSAGE);
    const bytes = await readUpTo(request.body, MAX_UPLOAD_BYTES);
    if (!bytes) throw new AppError(413, UPLOAD_TOO_LARGE_MESSAGE);
    await this.uploads.receive(upload, bytes);
  }
}

function ownerOf(userId: unknown): string {
  if (typeof userId !== 'string' || !userId) throw AppError.unauthorized();
  return userId;
}

/**
 * Past this, an oversized upload is cut off rather than read to its end: reading a few more
 * megabytes lets the sender see why (a client still writing when the connection closes sees only
 * a broken pipe), but nobody should be able to make us read gigabytes for nothing.
 */
const DRAIN_LIMIT_BYTES = 4 * MAX_UPLOAD_BYTES;

/**
 * The whole body, or null once it passes `max` bytes. The rest is still read and dropped (up to
 * DRAIN_LIMIT_BYTES) rather than the connection cut, so the sender gets the answer saying why.
 */
function readUpTo(stream: Readable, max: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    stream.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= max) chunks.push(chunk);
      else chunks.length = 0;
      if (size > DRAIN_LIMIT_BYTES) {
        stream.destroy();
        resolve(null);
      }
    });
    stream.on('end', () => resolve(size > max ? null : Buffer.concat(chunks)));
    stream.on('error', reject);
  });
}
