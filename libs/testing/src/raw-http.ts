import net from 'node:net';

export interface RawAnswer {
  /** 0 when the server closed the connection without answering. */
  status: number;
  headers: Record<string, string>;
  body: string;
  /** Milliseconds from the first byte sent to the connection's end. */
  ms: number;
}

export interface RawRequest {
  /** Request line and headers, without the blank line that ends them. */
  head: string;
  /** Body pieces, written one after the other. */
  body?: (string | Buffer)[];
  /**
   * How the client leaves after the body: 'wait' keeps its side open until the answer (an honest
   * client, or one whose body is shorter than announced), 'abort' destroys the socket at once
   * (a client that goes away mid-upload).
   */
  then?: 'wait' | 'abort';
  /** Give up waiting for an answer after this long (the answer then has status 0). */
  timeoutMs?: number;
}

/**
 * Sends bytes exactly as given over a fresh TCP connection — no client-side framing, encoding or
 * path normalisation — and reads the answer until the server closes. For requests no well-behaved
 * HTTP client would send: cut-off bodies, wrong framing, aborted uploads.
 */
export function rawHttp(url: string, req: RawRequest): Promise<RawAnswer> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = net.connect(Number(port), hostname.replace(/^\[|\]$/g, ''));
    const chunks: Buffer[] = [];
    const done = (): void => {
      clearTimeout(timer);
      resolve({ ...parseAnswer(Buffer.concat(chunks).toString('latin1')), ms: Date.now() - started });
    };
    const timer = setTimeout(() => socket.destroy(), req.timeoutMs ?? 15_000);
    socket.on('data', (c: Buffer) => {
      chunks.push(c);
      // A keep-alive server leaves the connection open: stop once the answer is complete.
      if (isComplete(Buffer.concat(chunks).toString('latin1'))) socket.destroy();
    });
    socket.on('error', () => undefined);
    socket.on('close', done);
    socket.on('connect', () => {
      socket.write(`${req.head.replace(/\r?\n/g, '\r\n')}\r\n\r\n`, 'latin1');
      for (const piece of req.body ?? []) socket.write(typeof piece === 'string' ? Buffer.from(piece, 'latin1') : piece);
      if (req.then === 'abort') setImmediate(() => socket.destroy());
    });
  });
}

function isComplete(text: string): boolean {
  const end = text.indexOf('\r\n\r\n');
  if (end < 0) return false;
  const head = text.slice(0, end);
  const length = /\r\ncontent-length:\s*(\d+)/i.exec(head);
  if (length) return Buffer.byteLength(text.slice(end + 4), 'latin1') >= Number(length[1]);
  if (/\r\ntransfer-encoding:\s*chunked/i.test(head)) return text.endsWith('\r\n0\r\n\r\n') || text.slice(end + 4).startsWith('0\r\n\r\n');
  return /^HTTP\/1\.[01] (1\d\d|204|304)/.test(head);
}

function parseAnswer(text: string): Omit<RawAnswer, 'ms'> {
  const match = /^HTTP\/1\.[01] (\d{3})[^\r\n]*\r\n([\s\S]*?)\r\n\r\n([\s\S]*)$/.exec(text);
  if (!match) return { status: 0, headers: {}, body: text };
  const headers: Record<string, string> = {};
  for (const line of match[2].split('\r\n')) {
    const i = line.indexOf(':');
    if (i > 0) headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
  }
  let body = match[3];
  if (/chunked/i.test(headers['transfer-encoding'] ?? '')) body = unchunk(body);
  return { status: Number(match[1]), headers, body: Buffer.from(body, 'latin1').toString('utf8') };
}

function unchunk(text: string): string {
  let out = '';
  for (let rest = text; ;) {
    const eol = rest.indexOf('\r\n');
    const size = parseInt(rest.slice(0, eol), 16);
    if (eol < 0 || !Number.isFinite(size) || size === 0) return out;
    out += rest.slice(eol + 2, eol + 2 + size);
    rest = rest.slice(eol + 4 + size);
  }
}
