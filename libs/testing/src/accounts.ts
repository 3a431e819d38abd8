import type { APIRequestContext, APIResponse } from 'playwright-core';
import type { RegisterInput } from '@artshop/contracts';
import type { ApiClient } from './http.js';
import type { TestSystem } from './system.js';

/**
 * The link of the newest mail of this template sent to this address (as its owner would find it in
 * the development mailbox), to the storefront screen at `path`, waiting for the mail to be written.
 */
export async function mailedLink(system: TestSystem, email: string, template: string, path: string, after = new Date(0)): Promise<string> {
  const pattern = new RegExp(`https?://\\S+${path.replace(/\//g, '\\/')}\\?token=[\\w-]+`);
  return system.eventually(async () => {
    const [mail] = await system.query<{ text: string }>(
      `SELECT text FROM messaging.outgoing_mail WHERE to_address = $1 AND template = $2 AND created_at >= $3 ORDER BY created_at DESC LIMIT 1`,
      [email.trim().toLowerCase(), template, after],
    );
    return mail ? pattern.exec(mail.text)?.[0] : undefined;
  }, `a ${template} mail to ${email}`);
}

/** The link of the newest registration mail sent to this address. */
export async function registrationLink(system: TestSystem, email: string, after = new Date(0)): Promise<string> {
  return mailedLink(system, email, 'registration-confirmation', '/register/confirm', after);
}

/**
 * Creates a customer account the way a person does: register, open the mailed link, and the
 * client is signed in. Answers the confirmation (201 with the user).
 */
export async function registerCustomer(system: TestSystem, client: ApiClient, input: RegisterInput | Record<string, unknown>): ReturnType<ApiClient['post']> {
  const started = new Date(Date.now() - 1000);
  const requested = await client.post('/api/auth/register', input);
  if (requested.status !== 202) return requested;
  const token = new URL(await registrationLink(system, String(input.email), started)).searchParams.get('token');
  return client.post('/api/auth/register/confirm', { token });
}

/** {@link registerCustomer} for a browser's own request context, so that browser is the one signed in. */
export async function registerInBrowser(system: TestSystem, request: APIRequestContext, input: RegisterInput): Promise<APIResponse> {
  const started = new Date(Date.now() - 1000);
  const headers = { origin: system.baseUrl };
  const requested = await request.post(`${system.baseUrl}/api/auth/register`, { data: input, headers });
  if (requested.status() !== 202) throw new Error(`register answered ${requested.status()}: ${await requested.text()}`);
  const token = new URL(await registrationLink(system, input.email, started)).searchParams.get('token');
  return request.post(`${system.baseUrl}/api/auth/register/confirm`, { data: { token }, headers });
}
