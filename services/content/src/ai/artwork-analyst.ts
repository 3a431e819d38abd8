import { Inject, Injectable } from '@nestjs/common';
import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError } from 'openai';
import { z } from 'zod';
import { AI_NOT_CONFIGURED_MESSAGE, imageVariantUrl, isShopImage, type ArtworkAnalysis } from '@artshop/contracts';
import { AppError } from '@artshop/service-kit';
import { MediaStorage, contentTypeOf, isValidKey } from '../media/media-storage.js';
import { AI_SETTINGS, type AiSettings } from './ai.settings.js';

const INSTRUCTIONS = [
  "You write catalogue copy for a contemporary artist's online shop.",
  'Look at the artwork in the image and answer with a JSON object with exactly two string keys:',
  '"title": a short, evocative title for the piece (at most 8 words, no quotation marks);',
  '"description": two or three sentences for the product page about what the viewer sees: subject, colours, composition, mood and technique, as far as the picture shows them.',
  'Do not invent facts the image cannot show, such as size, year, price or the artist’s name.',
].join('\n');

const answerSchema = z.object({
  title: z.string().trim().min(1).max(200),
  description: z.string().trim().min(1).max(5_000),
});

// Reasons only: the admin screen puts them after its own 'Failed to analyze artwork. Please try again.'
const UNUSABLE_ANSWER = 'The AI service answered, but not with a usable title and description.';

/** 'Analyze with AI': a title and description for a product, suggested by a vision model the shop owner configures. */
@Injectable()
export class ArtworkAnalyst {
  private readonly client: OpenAI | null;

  constructor(
    @Inject(AI_SETTINGS) private readonly settings: AiSettings | null,
    private readonly storage: MediaStorage,
  ) {
    // One retry: a model's answer takes seconds, and the admin is waiting. Without a key (a local
    // Ollama or vLLM) no Authorization header is sent rather than a made-up one.
    this.client =
      settings &&
      new OpenAI({
        baseURL: settings.baseURL,
        apiKey: settings.apiKey ?? '',
        defaultHeaders: settings.apiKey ? undefined : { Authorization: null },
        timeout: 60_000,
        maxRetries: 1,
      });
  }

  get configured(): boolean {
    return this.client !== null;
  }

  async analyze(imageUrl: string): Promise<ArtworkAnalysis> {
    if (!this.client || !this.settings) throw new AppError(503, AI_NOT_CONFIGURED_MESSAGE);
    // The AI service cannot reach the shop's own images (a private server, or localhost): they go inline.
    const image = isShopImage(imageUrl) ? await this.inline(imageUrl) : imageUrl;
    const completion = await this.client.chat.completions
      .create({
        model: this.settings.model,
        response_format: { type: 'json_object' },
        messages: [
          { role: 'system', content: INSTRUCTIONS },
          {
            role: 'user',
            content: [
              { type: 'text', text: 'Suggest a title and a description for this artwork.' },
              { type: 'image_url', image_url: { url: image } },
            ],
          },
        ],
      })
      .catch((error: unknown) => {
        throw failure(error);
      });
    const answer = answerSchema.safeParse(parseJson(completion.choices?.[0]?.message?.content));
    if (!answer.success) throw new AppError(502, UNUSABLE_ANSWER);
    return answer.data;
  }

  /** A stored image as a data URL: its 1200 px WebP variant when there is one (smaller to send), else the file. */
  private async inline(imageUrl: string): Promise<string> {
    const key = imageUrl.slice('/objects/'.length);
    const variant = imageVariantUrl(imageUrl, 1200, 'webp')?.slice('/objects/'.length);
    for (const candidate of variant ? [variant, key] : [key]) {
      const type = contentTypeOf(candidate);
      const bytes = type && isValidKey(candidate) ? await this.storage.read(candidate) : null;
      if (bytes) return `data:${type};base64,${bytes.toString('base64')}`;
    }
    throw AppError.notFound('The image was not found. Please upload it again.');
  }
}

/** JSON from the model's text, also when it wrapped it in a Markdown code fence. */
function parseJson(text: string | null | undefined): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text.replace(/^\s*```(?:json)?\s*|\s*```\s*$/g, ''));
  } catch {
    return null;
  }
}

/**
 * What went wrong with the AI service, for the artist in plain words (the variables to check are in
 * docs/configuration.md): 502, our server is fine, the one behind it is not.
 */
const ASK_HOSTING = 'ask whoever looks after your shop’s hosting';

function failure(error: unknown): unknown {
  if (error instanceof APIConnectionTimeoutError) return new AppError(502, 'The AI service did not answer in time.');
  if (error instanceof APIConnectionError) {
    return new AppError(
      502,
      `The AI service could not be reached. Please try again later; if this keeps happening, ${ASK_HOSTING} to check the AI service's address.`,
    );
  }
  if (error instanceof APIError) {
    const hint =
      error.status === 401 || error.status === 403
        ? ` It did not accept the shop's key: please ${ASK_HOSTING} to check it.`
        : error.status === 404
          ? ` It does not know the model the shop asks for: please ${ASK_HOSTING} to check the model's name and the service's address.`
          : '';
    return new AppError(502, `The AI service answered with an error (${error.message.slice(0, 300)}).${hint}`);
  }
  return error;
}
