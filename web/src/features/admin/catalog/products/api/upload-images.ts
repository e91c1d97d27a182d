import { authStore } from '../../../../../lib/auth';
import { readUploadAnswer, transportFailure, type UploadOutcome } from '../lib/upload-answer.logic';

/** product §14: an upload may take 60 s. */
export const UPLOAD_TIMEOUT_MS = 60_000;

/**
 * product §15 POST /products/upload: multipart with the repeated field `images` and no explicit
 * content type (the browser sets the boundary), the bearer token, a 60 s timeout. XMLHttpRequest
 * rather than fetch because it reports upload progress; `onProgress` gets the bytes sent so far.
 */
export function uploadImages(files: readonly File[], onProgress: (sentBytes: number) => void, signal?: AbortSignal): Promise<UploadOutcome> {
  return new Promise((resolve) => {
    const form = new FormData();
    for (const file of files) form.append('images', file, file.name);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/products/upload');
    const token = authStore.token();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.timeout = UPLOAD_TIMEOUT_MS;
    xhr.upload.onprogress = (event) => onProgress(event.loaded);
    xhr.onload = () => resolve(readUploadAnswer(xhr.status, xhr.responseText));
    xhr.onerror = () => resolve({ ok: false, message: transportFailure('network') });
    xhr.ontimeout = () => resolve({ ok: false, message: transportFailure('timeout') });
    xhr.onabort = () => resolve({ ok: false, message: transportFailure('abort') });
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
