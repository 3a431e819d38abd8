/**
 * A minimal browser-like HTTP client for API tests: keeps the session cookie and sends the Origin
 * header a browser would, so the cross-site protection treats it as the shop's own page.
 */
/** An answer of the API. Its body is read field by field as a user would check it; typing each would repeat the contracts. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ApiAnswer = { status: number; body: any; headers: Headers };

export class ApiClient {
  private cookie: string | undefined;

  constructor(readonly baseUrl: string) {}

  async request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<ApiAnswer> {
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      redirect: 'manual',
      headers: {
        origin: this.baseUrl,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const setCookie = response.headers.getSetCookie().find((value) => value.startsWith('artshop.sid='));
    if (setCookie) this.cookie = setCookie.split(';')[0];
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, body: parsed, headers: response.headers };
  }

  get(path: string) {
    return this.request('GET', path);
  }
  post(path: string, body?: unknown) {
    return this.request('POST', path, body ?? {});
  }
  put(path: string, body: unknown) {
    return this.request('PUT', path, body);
  }
  patch(path: string, body: unknown) {
    return this.request('PATCH', path, body);
  }
  delete(path: string) {
    return this.request('DELETE', path);
  }

  forgetSession(): void {
    this.cookie = undefined;
  }

  get sessionCookie(): string | undefined {
    return this.cookie;
  }
}

/**
 * A client on its own network address, sent as X-Forwarded-For as the clients behind the Ingress are
 * (the gateway then runs with TRUST_PROXY): its own share of the rate limits.
 */
export class ClientAt extends ApiClient {
  constructor(
    baseUrl: string,
    readonly address: string,
  ) {
    super(baseUrl);
  }

  override request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    return super.request(method, path, body, { 'x-forwarded-for': this.address, ...headers });
  }
}
