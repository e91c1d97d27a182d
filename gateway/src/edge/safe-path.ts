// Decision 0404: the gateway builds every upstream path itself, from path segments it has decoded
// and checked, so no spelling of "go up one folder" can leave the folder a proxy serves.

/** C0 control characters except tab, line feed and carriage return, and DEL. */
// eslint-disable-next-line no-control-regex -- finding them is the point
export const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/**
 * The decoded segments of a raw request path (as it arrived, still percent-encoded), or undefined
 * when one of them is unsafe: `.` or `..` however spelt (`%2e%2e`, `.%2E`), a segment hiding a
 * slash or backslash (`%2f`, `%5c`), a raw backslash, a control character, or broken encoding.
 * Empty segments (`//`) are dropped.
 */
export function safeSegments(rawPath: string): string[] | undefined {
  if (rawPath.includes('\\')) return undefined;
  const segments: string[] = [];
  for (const raw of rawPath.split('/')) {
    if (raw === '') continue;
    let decoded: string;
    try {
      decoded = decodeURIComponent(raw);
    } catch {
      return undefined;
    }
    if (decoded === '.' || decoded === '..' || /[/\\]/.test(decoded) || CONTROL_CHARACTER.test(decoded)) return undefined;
    segments.push(decoded);
  }
  return segments;
}

/** The path part of a raw request URL (before `?` or `#`). */
export const rawPathOf = (url: string): string => url.split(/[?#]/, 1)[0];

/** The query part of a raw request URL, `?` included, or ''. */
export const rawQueryOf = (url: string): string => {
  const at = url.indexOf('?');
  if (at < 0) return '';
  const hash = url.indexOf('#', at);
  return url.slice(at, hash < 0 ? undefined : hash);
};

/** An upstream path: a fixed prefix, then the checked segments encoded again one by one. */
export const upstreamPath = (prefix: string, segments: readonly string[]): string =>
  [prefix.replace(/\/+$/, ''), ...segments.map(encodeURIComponent)].join('/') || '/';
