import type { ApiAnswer, ApiClient } from './http.js';

/** PUT of raw bytes to an upload address, as the admin screen sends a file: its own content type, the session cookie. */
export async function putFile(api: ApiClient, uploadURL: string, bytes: Uint8Array, contentType: string): Promise<Omit<ApiAnswer, 'headers'>> {
  const response = await fetch(new URL(uploadURL, api.baseUrl), {
    method: 'PUT',
    headers: { origin: api.baseUrl, 'content-type': contentType, ...(api.sessionCookie ? { cookie: api.sessionCookie } : {}) },
    body: new Uint8Array(bytes), // a copy typed as fetch wants it (a view of a plain ArrayBuffer)
  });
  const text = await response.text();
  try {
    return { status: response.status, body: text ? JSON.parse(text) : null };
  } catch {
    return { status: response.status, body: text };
  }
}

/** The three upload steps (upload address, PUT the file, finalize); answers the image's public URL. */
export async function uploadImage(api: ApiClient, bytes: Uint8Array, contentType: string): Promise<string> {
  const address = await api.post('/api/objects/upload');
  if (address.status !== 200) throw new Error(`POST /api/objects/upload answered ${address.status}: ${JSON.stringify(address.body)}`);
  const sent = await putFile(api, address.body.uploadURL, bytes, contentType);
  if (sent.status !== 204) throw new Error(`PUT ${address.body.uploadURL} answered ${sent.status}: ${JSON.stringify(sent.body)}`);
  const finalized = await api.put('/api/objects/finalize', { imageURL: address.body.uploadURL });
  if (finalized.status !== 200) throw new Error(`PUT /api/objects/finalize answered ${finalized.status}: ${JSON.stringify(finalized.body)}`);
  return finalized.body.url;
}
