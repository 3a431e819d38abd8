import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';

export interface ReceivedChatRequest {
  headers: IncomingHttpHeaders;
  body: {
    model?: string;
    response_format?: { type: string };
    messages?: Array<{ role: string; content: string | Array<{ type: string; text?: string; image_url?: { url: string } }> }>;
  };
}

type Reply = { status: number; body: unknown };

/**
 * A local stand-in for an OpenAI-compatible API: POST /v1/chat/completions answers in the real
 * response shape (or the real error shape), checks the bearer key as the real one does (or, started
 * without one, takes any request, as a local Ollama does), and records every request so a test can
 * see what the shop sent (the model, the image, the JSON mode, the headers).
 */
export class FakeAiServer {
  readonly requests: ReceivedChatRequest[] = [];
  private reply: Reply = FakeAiServer.completion('{"title":"Untitled","description":"A painting."}');

  private constructor(
    private readonly server: Server,
    readonly apiKey: string | null,
    readonly port: number,
  ) {}

  static async start(apiKey: string | null = 'sk-test-fake-ai'): Promise<FakeAiServer> {
    const holder: { fake?: FakeAiServer } = {};
    const server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const send = ({ status, body }: Reply) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
        if (request.method !== 'POST' || request.url !== '/v1/chat/completions') return send(FakeAiServer.error(404, 'Unknown path', 'invalid_request_error'));
        if (holder.fake!.apiKey !== null && request.headers.authorization !== `Bearer ${holder.fake!.apiKey}`)
          return send(FakeAiServer.error(401, 'Incorrect API key provided.', 'invalid_api_key'));
        holder.fake!.requests.push({ headers: request.headers, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
        send(holder.fake!.reply);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    holder.fake = new FakeAiServer(server, apiKey, (server.address() as { port: number }).port);
    return holder.fake;
  }

  /** What AI_BASE_URL is set to. */
  get baseUrl(): string {
    return `http://127.0.0.1:${this.port}/v1`;
  }

  /** The next answers carry this text as the assistant's message. */
  answerWith(content: string): void {
    this.reply = FakeAiServer.completion(content);
  }

  /** The next answers are this HTTP error, in OpenAI's error shape. */
  failWith(status: number, message: string): void {
    this.reply = FakeAiServer.error(status, message, status === 429 ? 'rate_limit_exceeded' : 'server_error');
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private static completion(content: string): Reply {
    return {
      status: 200,
      body: {
        id: `chatcmpl-${Date.now()}`,
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: 'fake-vision-model',
        choices: [{ index: 0, message: { role: 'assistant', content, refusal: null }, logprobs: null, finish_reason: 'stop' }],
        usage: { prompt_tokens: 850, completion_tokens: 60, total_tokens: 910 },
      },
    };
  }

  private static error(status: number, message: string, code: string): Reply {
    return { status, body: { error: { message, type: status === 401 ? 'invalid_request_error' : code, param: null, code } } };
  }
}
