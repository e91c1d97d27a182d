import { openApiCheck } from './openapi-check';

export interface ApiResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

/** A small client for the gateway's REST facade and GraphQL endpoint, as a browser would call them. */
export class ShopClient {
  constructor(
    readonly baseUrl: string,
    public token?: string,
    private readonly extraHeaders: Record<string, string> = {},
  ) {}

  withToken(token: string | undefined): ShopClient {
    return new ShopClient(this.baseUrl, token, this.extraHeaders);
  }

  withHeaders(headers: Record<string, string>): ShopClient {
    return new ShopClient(this.baseUrl, this.token, { ...this.extraHeaders, ...headers });
  }

  async request<T = any>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<ApiResponse<T>> {
    const res = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: {
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
        ...this.extraHeaders,
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      redirect: 'manual',
    });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON (HTML, XML, ...): keep the text
    }
    // Every answer of the REST facade is what its OpenAPI document says (decision 0451).
    const problem = (await openApiCheck(this.baseUrl)).problem(method, path, res.status, res.headers.get('content-type'), parsed);
    if (problem) throw new Error(`The REST answer breaks the OpenAPI document: ${problem}`);
    return { status: res.status, body: parsed as T, headers: res.headers };
  }

  get = <T = any>(path: string) => this.request<T>('GET', path);
  post = <T = any>(path: string, body?: unknown) => this.request<T>('POST', path, body ?? {});
  put = <T = any>(path: string, body?: unknown) => this.request<T>('PUT', path, body ?? {});
  delete = <T = any>(path: string, body?: unknown) => this.request<T>('DELETE', path, body);

  async graphql<T = any>(query: string, variables?: Record<string, unknown>): Promise<ApiResponse<{ data?: T; errors?: any[] }>> {
    return this.request('POST', '/graphql', { query, variables });
  }

  /** Signs in through REST and returns a client carrying the token. */
  async login(email: string, password: string): Promise<{ client: ShopClient; user: any; token: string }> {
    const res = await this.post('/api/auth/login', { email, password });
    if (res.status !== 200) throw new Error(`login as ${email} failed: ${res.status} ${JSON.stringify(res.body)}`);
    const { token, user } = res.body.data;
    return { client: this.withToken(token), user, token };
  }
}

let counter = 0;
/** A unique e-mail for a test-made account. */
export const uniqueEmail = (tag = 'user'): string => `${tag}.${Date.now().toString(36)}.${process.pid}.${counter++}@example.com`;
