import { authStore } from './auth';

/** A staff file refused: the server's Vietnamese message when it sent one. */
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
