import { QueryClient, type QueryFunction, type UseMutationOptions } from '@tanstack/react-query';

/**
 * An HTTP answer that was not ok. Its message is `${status}: ${body text or statusText}`;
 * status and the raw body are kept for callers that need them.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: string;

  constructor(status: number, statusText: string, body: string) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

/** Throws an {@link ApiError} when the response is not ok; leaves the body unread otherwise. */
export async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  let text = '';
  try {
    text = await res.text();
  } catch {
    // The body could not be read (aborted, network); the status text stands in for it.
  }
  throw new ApiError(res.status, res.statusText, text);
}

/**
 * The one request helper (the API client's): JSON body with a JSON content type, cookies always
 * sent, the JSON answer parsed (a 204 or empty body gives `undefined`). The `X-Requested-With`
 * header marks the call as made by our own scripts.
 */
export async function apiJson<T>(method: string, url: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(url, { method, headers, body: body !== undefined ? JSON.stringify(body) : undefined, credentials: 'include' });
  await throwIfResNotOk(res);
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** The JSON error body the gateway and services send: `{ message, errors?, code? }` (`code`: a domain refusal's, e.g. 'SoldOut'). */
export interface ErrorBodyShape {
  message?: unknown;
  errors?: unknown;
  code?: unknown;
}

function parseErrorBody(error: unknown): ErrorBodyShape | null {
  let text: string | null = null;
  if (error instanceof ApiError) {
    text = error.body;
  } else if (error instanceof Error) {
    const match = /^\d{3}: ([\s\S]*)$/.exec(error.message);
    text = match ? match[1] : null;
  }
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? (parsed as ErrorBodyShape) : null;
  } catch {
    return null;
  }
}

/** The HTTP status of an error thrown by {@link apiJson}, or null. */
export function errorStatus(error: unknown): number | null {
  if (error instanceof ApiError) return error.status;
  if (error instanceof Error) {
    const match = /^(\d{3}): /.exec(error.message);
    if (match) return Number(match[1]);
  }
  return null;
}

/** The code of a domain refusal (contracts' DomainErrorCode: 'SoldOut'…) an error answered with, or null. */
export function errorCode(error: unknown): string | null {
  const code = parseErrorBody(error)?.code;
  return typeof code === 'string' ? code : null;
}

/**
 * The human message to show for a failed call: the `message` of a JSON error body, else a short
 * plain-text body, else the fallback. HTML error pages and network errors give the fallback.
 */
export function getErrorMessage(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  const body = parseErrorBody(error);
  if (body && typeof body.message === 'string' && body.message.trim()) return body.message;
  if (body && Array.isArray(body.message) && typeof body.message[0] === 'string') return body.message[0];
  if (error instanceof Error) {
    const match = /^\d{3}: ([\s\S]*)$/.exec(error.message);
    const text = match?.[1]?.trim();
    if (text && !text.startsWith('<') && !text.startsWith('{') && text.length <= 200) return text;
  }
  return fallback;
}

/** Per-field messages of a 400 answer (`errors: { field: text }`), or an empty object. */
export function getFieldErrors(error: unknown): Record<string, string> {
  const body = parseErrorBody(error);
  const errors = body?.errors;
  if (!errors || typeof errors !== 'object' || Array.isArray(errors)) return {};
  const result: Record<string, string> = {};
  for (const [field, value] of Object.entries(errors as Record<string, unknown>)) {
    if (typeof value === 'string') result[field] = value;
    else if (Array.isArray(value) && typeof value[0] === 'string') result[field] = value[0];
  }
  return result;
}

/**
 * What a screen adds to a feature's mutation hook (onMutate, onSuccess, onError…) to show the
 * outcome; the hook keeps the request.
 */
export type MutationCallbacks<TData, TVariables = void> = Omit<UseMutationOptions<TData, Error, TVariables>, 'mutationFn'>;

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/**
 * The default read: joins the query key segments with '/' and GETs that path.
 * With `on401: 'returnNull'` a 401 answer yields null instead of an error.
 */
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T> {
  return async ({ queryKey, signal }) => {
    const url = queryKey.map((segment) => String(segment)).join('/');
    const res = await fetch(url, {
      credentials: 'include',
      headers: { Accept: 'application/json' },
      signal,
    });
    if (options.on401 === 'returnNull' && res.status === 401) return null as T;
    await throwIfResNotOk(res);
    return (await res.json()) as T;
  };
}

/** A query client with the shop's defaults: never stale, no refetch on focus, no polling, no retries. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: {
        retry: false,
      },
    },
  });
}
