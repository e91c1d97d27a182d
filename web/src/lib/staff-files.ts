import { authStore } from './auth';

/** A staff file refused (download or upload): the server's Vietnamese message when it sent one. */
export class DownloadError extends Error {}

/**
 * Fetches a file only staff may read with the session's token and hands it to the browser as a
 * download, under the name the server gives (Content-Disposition). Answers the file.
 */
export async function downloadFile(url: string, fallbackName: string): Promise<Blob> {
  const token = authStore.token();
  const res = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { message?: unknown } | null;
    throw new DownloadError(typeof body?.message === 'string' ? body.message : `Không thể tải tệp (${res.status})`);
  }
  const blob = await res.blob();
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
  return blob;
}

/**
 * Sends a file as the request body (no multipart) with the session's token; answers the REST
 * envelope's data, or throws the server's message.
 */
export async function postFile<T>(url: string, file: Blob, type: string): Promise<{ data: T; message?: string }> {
  const token = authStore.token();
  const res = await fetch(url, { method: 'POST', body: file, headers: { 'content-type': type, ...(token ? { authorization: `Bearer ${token}` } : {}) } });
  const body = (await res.json().catch(() => null)) as { success?: boolean; data?: T; message?: unknown; code?: unknown } | null;
  if (!res.ok || !body?.success) {
    throw new DownloadError(typeof body?.message === 'string' ? body.message : `Không thể gửi tệp (${res.status})`);
  }
  return { data: body.data as T, message: typeof body.message === 'string' ? body.message : undefined };
}
