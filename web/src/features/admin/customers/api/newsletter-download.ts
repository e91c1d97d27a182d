import { authStore } from '../../../../lib/auth';

/**
 * Downloads the confirmed newsletter subscribers as CSV (docs/decisions/0800). identity answers
 * the file only to staff, so it is fetched with the session's token and handed to the browser
 * as a download; answers the number of subscribers in it.
 */
export async function downloadNewsletterCsv(): Promise<number> {
  const token = authStore.token();
  const res = await fetch('/api/newsletter/subscribers.csv', { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!res.ok) throw new Error(`download failed: ${res.status}`);
  const blob = await res.blob();
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'ban-tin-tui-viet.csv';
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  const lines = (await blob.text()).split('\r\n').filter(Boolean);
  return Math.max(0, lines.length - 1);
}
