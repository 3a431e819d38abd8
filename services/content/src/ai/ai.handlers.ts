import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { CALLER_ID_HEADER, ContentRpc, analyzeArtworkSchema, type AiStatus, type ArtworkAnalysis } from '@artshop/contracts';
import { AppError, Handles, parseInput } from '@artshop/service-kit';
import { ArtworkAnalyst } from './artwork-analyst.js';

@Controller('ai')
export class AiHandlers {
  constructor(private readonly analyst: ArtworkAnalyst) {}

  /** GET /api/ai/status: lets the admin screen explain, before any click, that analysis needs setting up. */
  @Handles(ContentRpc.aiStatus)
  status(): AiStatus {
    return { configured: this.analyst.configured };
  }

  /** POST /api/ai/analyze-artwork over HTTP (the gateway proxies it): a model often takes longer than an RPC call may. */
  @Post('analyze-artwork')
  @HttpCode(200)
  analyze(@Req() request: FastifyRequest, @Body() body: unknown): Promise<ArtworkAnalysis> {
    if (!request.headers[CALLER_ID_HEADER]) throw AppError.unauthorized();
    return this.analyst.analyze(parseInput(analyzeArtworkSchema, body).imageUrl);
  }
}
