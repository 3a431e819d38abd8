import { MAX_UPLOAD_BYTES, UPLOAD_TOO_LARGE_MESSAGE, imageAddressProblem } from '@artshop/contracts';

// The limit is content's own; content checks it again, and the type by the file's bytes.

/** What a toast says when something stops an upload or an image address. */
export interface ImageProblem {
  title: string;
  description: string;
}

/** The checks made before anything is sent: one file, 10 MB at most, an image type. */
export function checkImageFiles(files: ArrayLike<Pick<File, 'size' | 'type'>>): ImageProblem | null {
  if (files.length === 0) return { title: 'No file selected', description: 'Please select an image file' };
  if (files.length > 1) return { title: 'One file at a time', description: 'Please select a single image file' };
  const [file] = Array.from(files);
  if (file.size > MAX_UPLOAD_BYTES) return { title: 'File too large', description: UPLOAD_TOO_LARGE_MESSAGE };
  if (!file.type.startsWith('image/')) return { title: 'Invalid file type', description: 'Please select an image file' };
  return null;
}

/**
 * 'Add image by URL': the address the admin typed, by the product's own image rule (contracts), so
 * whatever is accepted here can be saved and analysed. Null when it may be added, else why not.
 */
export function checkImageUrl(url: string): string | null {
  return imageAddressProblem(url.trim());
}
