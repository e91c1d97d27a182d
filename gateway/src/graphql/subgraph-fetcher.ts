import http from 'node:http';
import { upstreamAgent } from '../proxy/upstream-agent';

/** A subgraph that takes longer than this is treated as unavailable (no request waits forever). */
export const SUBGRAPH_TIMEOUT_MS = 30_000;

/** What the gateway sends a subgraph: a POST with a JSON body (Apollo's FetcherRequestInit). */
export interface SubgraphRequestInit {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

/** The response headers, read the way Apollo's data source and the executor read them (lower-cased names). */
export class SubgraphHeaders implements Iterable<[string, string]> {
  private readonly map = new Map<string, string>();

  constructor(raw: http.IncomingHttpHeaders) {
    for (const [name, value] of Object.entries(raw)) if (value !== undefined) this.map.set(name, Array.isArray(value) ? value.join(', ') : value);
  }

  get(name: string): string | null {
    return this.map.get(name.toLowerCase()) ?? null;
  }
  has(name: string): boolean {
    return this.map.has(name.toLowerCase());
  }
  set(name: string, value: string): void {
    this.map.set(name.toLowerCase(), value);
  }
  append(name: string, value: string): void {
    const seen = this.get(name);
    this.set(name, seen === null ? value : `${seen}, ${value}`);
  }
  delete(name: string): void {
    this.map.delete(name.toLowerCase());
  }
  entries(): IterableIterator<[string, string]> {
    return this.map.entries();
  }
  keys(): IterableIterator<string> {
    return this.map.keys();
  }
  values(): IterableIterator<string> {
    return this.map.values();
  }
  [Symbol.iterator](): IterableIterator<[string, string]> {
    return this.map.entries();
  }
}

/** A subgraph's whole answer, already read (Apollo's FetcherResponse). */
export class SubgraphResponse {
  readonly redirected = false;
  readonly bodyUsed = false;

  constructor(
    readonly url: string,
    readonly status: number,
    readonly statusText: string,
    readonly headers: SubgraphHeaders,
    private readonly body: Buffer,
  ) {}

  get ok(): boolean {
    return this.status >= 200 && this.status < 300;
  }
  async text(): Promise<string> {
    return this.body.toString('utf8');
  }
  async json(): Promise<unknown> {
    return JSON.parse(this.body.toString('utf8'));
  }
  async arrayBuffer(): Promise<ArrayBuffer> {
    return new Uint8Array(this.body).buffer;
  }
  clone(): SubgraphResponse {
    return new SubgraphResponse(this.url, this.status, this.statusText, this.headers, this.body);
  }
}

/** Keeps connections to the subgraphs open between requests, never sending on one a subgraph is closing. */
const agent = upstreamAgent({ scheduling: 'lifo' });

/**
 * The gateway's calls to its subgraphs, over `node:http` with a keep-alive pool and a deadline
 * (decision 0613): Node's fetch cost a fifth of the gateway's CPU on order placement (its
 * streams, headers and abort signal), for a request and an answer that are always one small JSON
 * body each. Rejects when there is no complete answer within `timeoutMs` (the subgraph is down,
 * restarting or too slow); any HTTP status is an answer.
 */
export function subgraphFetcher(url: string, init: SubgraphRequestInit = {}, timeoutMs = SUBGRAPH_TIMEOUT_MS): Promise<SubgraphResponse> {
  return new Promise((resolve, reject) => {
    const body = init.body === undefined ? undefined : Buffer.isBuffer(init.body) ? init.body : Buffer.from(init.body, 'utf8');
    const headers: Record<string, string | number> = { ...init.headers };
    if (body) headers['content-length'] = body.length;
    const req = http.request(url, { method: init.method ?? 'GET', headers, agent });
    const deadline = setTimeout(() => req.destroy(new Error(`no answer from ${url} within ${timeoutMs} ms`)), timeoutMs);
    const fail = (err: Error) => {
      clearTimeout(deadline);
      reject(err);
    };
    req.once('error', fail);
    req.once('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      // An answer cut off midway (the subgraph died, or the deadline passed) ends with an error
      // and a close, never with 'end'; without this listener that error would end the process.
      res.once('error', fail);
      res.once('close', () => {
        if (!res.complete) fail(new Error(`the answer from ${url} was cut off`));
      });
      res.once('end', () => {
        clearTimeout(deadline);
        resolve(new SubgraphResponse(url, res.statusCode ?? 0, res.statusMessage ?? '', new SubgraphHeaders(res.headers), Buffer.concat(chunks)));
      });
    });
    req.end(body);
  });
}
