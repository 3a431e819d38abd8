import { z } from 'zod';
import { loadConfig } from '@artshop/service-kit';

export const AI_SETTINGS = Symbol('AI_SETTINGS');

// An empty variable (docker compose's `AI_API_KEY:`) means "not set".
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const aiConfigSchema = z.object({
  /** Any OpenAI-compatible API: https://api.openai.com/v1, a local Ollama's http://host:11434/v1, … */
  AI_BASE_URL: optional(z.url()),
  /** Left unset for an endpoint that takes no key (Ollama, a local vLLM). */
  AI_API_KEY: optional(z.string()),
  /** A model that reads images, e.g. gpt-4o-mini. */
  AI_MODEL: optional(z.string()),
});

export interface AiSettings {
  baseURL: string;
  /** Null: the endpoint needs none, and no Authorization header is sent. */
  apiKey: string | null;
  model: string;
}

/** The AI endpoint, or null until its address and model are given ('Analyze with AI' then explains what to set). */
export function aiSettings(env: NodeJS.ProcessEnv = process.env): AiSettings | null {
  const config = loadConfig(aiConfigSchema, env);
  if (!config.AI_BASE_URL || !config.AI_MODEL) return null;
  return { baseURL: config.AI_BASE_URL, apiKey: config.AI_API_KEY ?? null, model: config.AI_MODEL };
}
