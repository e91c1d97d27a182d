// Rules of the description editor that need no DOM.

/**
 * The address a typed link points to, or null when it is not one the catalog keeps (its
 * sanitiser allows http, https and mailto, and paths on this site). 'www.x.vn' and 'x.vn/y'
 * become https links; 'javascript:…' and words with spaces are refused.
 */
export function linkHref(text: string): string | null {
  const value = text.trim();
  if (!value || /\s/.test(value)) return null;
  if (/^(https?:\/\/[^/]+|mailto:[^@]+@.+)/i.test(value)) return value;
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  if (/^[a-z][a-z0-9+.-]*:/i.test(value)) return null;
  if (/^[\p{L}\p{N}-]+(\.[\p{L}\p{N}-]+)+([/?#].*)?$/u.test(value)) return `https://${value}`;
  return null;
}

/** What the editor reports for an empty document, so "untouched" and "emptied" compare equal. */
export function normaliseEditorHtml(html: string): string {
  const trimmed = html.trim();
  return /^(<p>)?(<br\s*\/?>)?(<\/p>)?$/i.test(trimmed) || /^<div>(<br\s*\/?>)?<\/div>$/i.test(trimmed) ? '' : trimmed;
}
