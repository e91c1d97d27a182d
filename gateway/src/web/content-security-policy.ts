// Decision 0405: the web app may load exactly what it uses, nothing else.
const DIRECTIVES: Record<string, string[]> = {
  'default-src': ["'self'"],
  // Vite's built modules from /assets; no inline script (JSON-LD blocks are data, never run).
  'script-src': ["'self'"],
  // Ant Design writes its CSS-in-JS into <style> elements at run time, React into style attributes.
  'style-src': ["'self'", "'unsafe-inline'"],
  // Product images (/images), SVG placeholders as data: URIs, and the VietQR code of a bank transfer.
  'img-src': ["'self'", 'data:', 'https://img.vietqr.io'],
  'font-src': ["'self'", 'data:'],
  // /graphql and /api on the same origin only.
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

export const CONTENT_SECURITY_POLICY = Object.entries(DIRECTIVES)
  .map(([name, sources]) => `${name} ${sources.join(' ')}`)
  .join('; ');
