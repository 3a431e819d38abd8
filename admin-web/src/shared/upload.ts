import { getErrorMessage } from '@artshop/ui';
import { api } from './api';

/** The upload's steps: idle → obtaining an address → sending the file → finalizing. */
export type UploadStage = 'idle' | 'requesting' | 'sending' | 'finalizing';

export const UPLOAD_STAGE_LABELS: Record<UploadStage, string> = {
  idle: '',
  requesting: 'Getting an upload address…',
  sending: 'Uploading…',
  finalizing: 'Processing the image…',
};

/** A failed step: its message ('Failed to upload file') and, when the server gave one, its reason. */
export class UploadError extends Error {
  constructor(
    message: string,
    readonly detail: string | null,
  ) {
    super(message);
    this.name = 'UploadError';
  }
}

function serverMessage(status: number, body: string): string | null {
  try {
    const parsed = JSON.parse(body) as { message?: unknown };
    if (typeof parsed.message === 'string' && parsed.message.trim()) return parsed.message;
  } catch {
    // Not JSON (an HTML error page, a storage service's XML): no message for a person.
  }
  return status === 0 ? 'The connection was lost.' : null;
}

/** PUT of the raw file with XMLHttpRequest, which (unlike fetch) reports upload progress. */
function putFile(url: string, file: File, onProgress: (percent: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    const sameOrigin = new URL(url, window.location.href).origin === window.location.origin;
    request.open('PUT', url);
    request.setRequestHeader('Content-Type', file.type);
    // Our own gateway gets the session cookie and the same-origin marker; a storage service
    // (a presigned S3 address) gets neither, so no credentials or CORS preflight are needed.
    if (sameOrigin) {
      request.withCredentials = true;
      request.setRequestHeader('X-Requested-With', 'XMLHttpRequest');
    }
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        onProgress(100);
        resolve();
      } else {
        reject(new UploadError('Failed to upload file', serverMessage(request.status, request.responseText)));
      }
    };
    request.onerror = () => reject(new UploadError('Failed to upload file', serverMessage(0, '')));
    request.send(file);
  });
}

function reason(error: unknown): string | null {
  const message = getErrorMessage(error, '');
  return message || null;
}

/**
 * The three steps: POST /api/objects/upload → { uploadURL }; PUT the file there;
 * PUT /api/objects/finalize { imageURL } → { url }, the picture's address in the shop.
 */
export async function uploadImage(
  file: File,
  { onStage, onProgress }: { onStage: (stage: UploadStage) => void; onProgress: (percent: number) => void },
): Promise<string> {
  onStage('requesting');
  let uploadURL: string;
  try {
    ({ uploadURL } = await api.content.createUpload());
  } catch (error) {
    throw new UploadError('Failed to get upload URL', reason(error));
  }
  onStage('sending');
  await putFile(uploadURL, file, onProgress);
  onStage('finalizing');
  try {
    const { url } = await api.content.finalizeUpload({ imageURL: uploadURL });
    return url;
  } catch (error) {
    throw new UploadError('Failed to finalize upload', reason(error));
  }
}
