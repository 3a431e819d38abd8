import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AI_NOT_CONFIGURED_MESSAGE, IMAGE_ADDRESS_MESSAGE } from '@artshop/contracts';
import { ApiClient, FakeAiServer, TestSystem, uploadImage, registerCustomer } from '@artshop/testing';

// 'Analyze with AI' on the product drawer: POST /api/ai/analyze-artwork { imageUrl } → { title, description },
// through the real gateway and content service to a local OpenAI-compatible server standing in for the real one.

async function signedIn(system: TestSystem): Promise<{ admin: ApiClient; customer: ApiClient }> {
  const admin = new ApiClient(system.baseUrl);
  expect((await admin.post('/api/auth/login', system.admin)).status).toBe(200);
  const customer = new ApiClient(system.baseUrl);
  const registered = await registerCustomer(system, customer, {
    email: 'ai-customer@example.com',
    password: 'correct horse battery',
    firstName: 'Ann',
    lastName: 'Lee',
  });
  expect(registered.status).toBe(201);
  return { admin, customer };
}

describe('without AI settings', () => {
  let system: TestSystem;
  let admin: ApiClient;
  let customer: ApiClient;

  beforeAll(async () => {
    system = await TestSystem.start();
    ({ admin, customer } = await signedIn(system));
  });

  afterAll(async () => {
    await system?.close();
  });

  it('answers 401 signed out and 403 to a customer on both AI routes', async () => {
    const visitor = new ApiClient(system.baseUrl);
    for (const [method, path, body] of [
      ['GET', '/api/ai/status', undefined],
      ['POST', '/api/ai/analyze-artwork', { imageUrl: 'https://example.com/a.jpg' }],
    ] as const) {
      const signedOut = await visitor.request(method, path, body);
      expect(signedOut.status, `${method} ${path}`).toBe(401);
      expect(signedOut.body.message).toBe('Not authenticated');
      expect((await customer.request(method, path, body)).status, `${method} ${path}`).toBe(403);
    }
  });

  it('tells the admin it is not set up, before and on clicking', async () => {
    expect((await admin.get('/api/ai/status')).body).toEqual({ configured: false });
    const answer = await admin.post('/api/ai/analyze-artwork', { imageUrl: 'https://example.com/a.jpg' });
    expect(answer.status).toBe(503);
    expect(answer.body.message).toBe(AI_NOT_CONFIGURED_MESSAGE);
  });
});

describe('with an OpenAI-compatible endpoint', () => {
  let ai: FakeAiServer;
  let system: TestSystem;
  let admin: ApiClient;
  let storageDir: string;
  const analyze = (imageUrl: unknown) => admin.post('/api/ai/analyze-artwork', { imageUrl });

  beforeAll(async () => {
    ai = await FakeAiServer.start('sk-shop-key');
    storageDir = await mkdtemp(join(tmpdir(), 'artshop-ai-'));
    system = await TestSystem.start({ env: { AI_BASE_URL: ai.baseUrl, AI_API_KEY: 'sk-shop-key', AI_MODEL: 'vision-model-1', STORAGE_DIR: storageDir } });
    ({ admin } = await signedIn(system));
  });

  afterAll(async () => {
    await system?.close();
    await ai?.close();
    if (storageDir) await rm(storageDir, { recursive: true, force: true });
  });

  it('says it is set up', async () => {
    expect((await admin.get('/api/ai/status')).body).toEqual({ configured: true });
  });

  it('sends an uploaded image inline to the configured model and answers its title and description', async () => {
    const painting = await sharp({ create: { width: 2000, height: 1500, channels: 3, background: { r: 180, g: 70, b: 30 } } })
      .jpeg()
      .toBuffer();
    const imageUrl = await uploadImage(admin, painting, 'image/jpeg');
    ai.answerWith(JSON.stringify({ title: 'Ember Field at Dusk', description: 'A warm field of orange and rust under a low sky.' }));
    const requestsBefore = ai.requests.length;

    const answer = await analyze(imageUrl);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toEqual({ title: 'Ember Field at Dusk', description: 'A warm field of orange and rust under a low sky.' });

    expect(ai.requests).toHaveLength(requestsBefore + 1);
    const sent = ai.requests.at(-1)!;
    expect(sent.headers.authorization).toBe('Bearer sk-shop-key');
    expect(sent.body.model).toBe('vision-model-1');
    expect(sent.body.response_format).toEqual({ type: 'json_object' });
    const parts = sent.body.messages!.flatMap((message) => (Array.isArray(message.content) ? message.content : []));
    const image = parts.find((part) => part.type === 'image_url')!.image_url!.url;
    // Our server is not reachable from the AI service: the picture travels in the request, at most 1200 px wide.
    expect(image).toMatch(/^data:image\/webp;base64,/);
    const sentPicture = await sharp(Buffer.from(image.split(',')[1]!, 'base64')).metadata();
    expect(sentPicture.width).toBe(1200);
  });

  it('passes an https image by its address', async () => {
    ai.answerWith('{"title":"Tidal Memory","description":"Layers of blue and grey."}');
    const answer = await analyze('https://images.example.com/tidal-memory.jpg');
    expect(answer.body).toEqual({ title: 'Tidal Memory', description: 'Layers of blue and grey.' });
    const parts = ai.requests.at(-1)!.body.messages!.flatMap((message) => (Array.isArray(message.content) ? message.content : []));
    expect(parts.find((part) => part.type === 'image_url')!.image_url!.url).toBe('https://images.example.com/tidal-memory.jpg');
  });

  it('reads an answer wrapped in a Markdown code fence', async () => {
    ai.answerWith('```json\n{"title": "North Light", "description": "A quiet study in green."}\n```');
    expect((await analyze('https://images.example.com/a.jpg')).body).toEqual({ title: 'North Light', description: 'A quiet study in green.' });
  });

  it('answers 502 with a clear message when the model answers something unusable', async () => {
    for (const content of ['A lovely painting of a field.', '{"title":"Only a title"}', '{"title":"","description":"x"}']) {
      ai.answerWith(content);
      const answer = await analyze('https://images.example.com/a.jpg');
      expect(answer.status, content).toBe(502);
      expect(answer.body.message).toBe('The AI service answered, but not with a usable title and description.');
    }
  });

  it('answers 502 naming the problem when the AI service refuses or fails', async () => {
    ai.failWith(401, 'Incorrect API key provided.');
    const refused = await analyze('https://images.example.com/a.jpg');
    expect(refused.status).toBe(502);
    expect(refused.body.message).toBe(
      "The AI service answered with an error (401 Incorrect API key provided.). It did not accept the shop's key: please ask whoever looks after your shop’s hosting to check it.",
    );

    ai.failWith(500, 'The server had an error while processing your request.');
    const before = ai.requests.length;
    const failed = await analyze('https://images.example.com/a.jpg');
    expect(failed.status).toBe(502);
    expect(failed.body.message).toBe('The AI service answered with an error (500 The server had an error while processing your request.).');
    // A server error is tried once more before giving up.
    expect(ai.requests.length - before).toBe(2);
  });

  it('refuses an image it cannot send, before asking the AI service', async () => {
    const before = ai.requests.length;
    const cases: Array<[unknown, number, string]> = [
      ['', 400, 'Please add an image first before analyzing.'],
      [undefined, 400, 'Please add an image first before analyzing.'],
      // The rule of a product's images: whatever a product may hold can be analysed, nothing else.
      ['http://images.example.com/a.jpg', 400, IMAGE_ADDRESS_MESSAGE],
      ['/placeholder.svg', 400, IMAGE_ADDRESS_MESSAGE],
      ['https://exa mple.com/a.jpg', 400, 'This image address is not a valid web address'],
      [`https://images.example.com/${'a'.repeat(2_000)}.jpg`, 400, 'The image address is too long (at most 2000 characters)'],
      ['/objects/uploads/00000000-0000-4000-8000-000000000000.jpg', 404, 'The image was not found. Please upload it again.'],
    ];
    for (const [imageUrl, status, message] of cases) {
      const answer = await analyze(imageUrl);
      expect(answer.status, String(imageUrl)).toBe(status);
      expect(answer.body.message).toBe(message);
    }
    expect(ai.requests.length).toBe(before);
  });

  it('answers 502 when the AI service cannot be reached', async () => {
    await ai.close();
    const answer = await analyze('https://images.example.com/a.jpg');
    expect(answer.status).toBe(502);
    expect(answer.body.message).toBe(
      "The AI service could not be reached. Please try again later; if this keeps happening, ask whoever looks after your shop’s hosting to check the AI service's address.",
    );
  });
});

describe('with a local endpoint that needs no key (Ollama, vLLM)', () => {
  let ai: FakeAiServer;
  let system: TestSystem;
  let admin: ApiClient;

  beforeAll(async () => {
    ai = await FakeAiServer.start(null);
    // AI_API_KEY left empty, as docker compose passes an unset one.
    system = await TestSystem.start({ env: { AI_BASE_URL: ai.baseUrl, AI_API_KEY: '', AI_MODEL: 'llava' } });
    ({ admin } = await signedIn(system));
  });

  afterAll(async () => {
    await system?.close();
    await ai?.close();
  });

  it('is set up with the address and the model alone, and sends no key', async () => {
    expect((await admin.get('/api/ai/status')).body).toEqual({ configured: true });
    ai.answerWith('{"title":"Quiet Harbour","description":"Boats at rest in grey morning light."}');
    const answer = await admin.post('/api/ai/analyze-artwork', { imageUrl: 'https://images.example.com/harbour.jpg' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toEqual({ title: 'Quiet Harbour', description: 'Boats at rest in grey morning light.' });
    const sent = ai.requests.at(-1)!;
    expect(sent.body.model).toBe('llava');
    expect(sent.headers.authorization).toBeUndefined();
  });
});
