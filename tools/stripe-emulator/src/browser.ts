import type { StripeEmulator } from './emulator.js';

export interface Page {
  status: number;
  contentType: string;
  body: string;
}

/** What the emulator serves browsers outside the API: nothing yet. */
export function browserRoute(_emulator: StripeEmulator, method: string, url: string, _body: string): Page {
  return { status: 404, contentType: 'text/plain; charset=utf-8', body: `Not found: ${method} ${url.split('?')[0]}` };
}
