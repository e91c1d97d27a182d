import { randomUUID } from 'node:crypto';
import { customerAddress } from './measure';

// The shop's API as the benchmarks drive it: sign in, register customers, create products
// and coupons, all through the gateway. One copy for every scenario.

export type Json = Record<string, any>;
export interface Answer {
  status: number;
  body: Json;
}
export interface Account {
  email: string;
  password: string;
}

export const DEMO_ADMIN: Account = {
  email: process.env.DEMO_ADMIN_EMAIL ?? 'admin@example.com',
  password: process.env.DEMO_ADMIN_PASSWORD ?? 'admin123',
};
export const DEMO_CUSTOMER: Account = {
  email: process.env.DEMO_CUSTOMER_EMAIL ?? 'customer@example.com',
  password: process.env.DEMO_CUSTOMER_PASSWORD ?? 'customer123',
};

const PNG_1PX = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC';

export const bearer = (token: string): Record<string, string> => ({ authorization: `Bearer ${token}` });

/** One JSON request; a body that is not JSON comes back as `{ raw }`. Gives up after 60 s. */
export async function call(baseUrl: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(60_000),
  });
  const text = await res.text();
  try {
    return { status: res.status, body: JSON.parse(text) as Json };
  } catch {
    return { status: res.status, body: { raw: text.slice(0, 200) } };
  }
}

/** A GraphQL request to the gateway, as a guest or with `token`. */
export const graphql = (baseUrl: string, query: string, variables: Json = {}, token?: string): Promise<Answer> =>
  call(baseUrl, 'POST', '/graphql', { query, variables }, token ? bearer(token) : {});

/** The body of a successful answer; anything else (status ≥ 300, GraphQL errors) throws, naming `what`. */
export async function ok(res: Promise<Answer>, what: string): Promise<Json> {
  const r = await res;
  if (r.status >= 300 || r.body.errors) throw new Error(`bench: ${what} failed: ${r.status} ${JSON.stringify(r.body).slice(0, 500)}`);
  return r.body;
}

/** Signs `account` in: its token and user. */
export const signIn = async (baseUrl: string, account: Account): Promise<{ token: string; user: Json }> =>
  (await ok(call(baseUrl, 'POST', '/api/auth/login', account), `sign-in as ${account.email}`)).data as { token: string; user: Json };

export const categories = async (baseUrl: string): Promise<Json[]> =>
  (await ok(call(baseUrl, 'GET', '/api/categories'), 'categories')).data.categories as Json[];

/**
 * Registers `n` customers, `atOnce` at a time (each a password hash), named `<name> <i>` with
 * addresses `<emailPrefix>.<stamp>.<i>@example.com`, and answers their tokens. Registrations are
 * limited per client address (decision 0101): each customer comes from its own in `addressGroup`.
 */
export async function registerCustomers(
  baseUrl: string,
  n: number,
  who: { name: string; emailPrefix: string; addressGroup: string; atOnce: number },
): Promise<string[]> {
  const tokens: string[] = [];
  const stamp = Date.now().toString(36);
  for (let i = 0; i < n; i += who.atOnce) {
    const batch = Array.from({ length: Math.min(who.atOnce, n - i) }, (_, j) =>
      ok(
        call(
          baseUrl,
          'POST',
          '/api/auth/register',
          { name: `${who.name} ${i + j}`, email: `${who.emailPrefix}.${stamp}.${i + j}@example.com`, phone: '0912345678', password: 'matkhau123' },
          { 'x-forwarded-for': customerAddress(who.addressGroup, i + j) },
        ),
        'register',
      ),
    );
    for (const b of await Promise.all(batch)) tokens.push(b.data.token as string);
  }
  return tokens;
}

export interface NewProduct {
  name: string;
  shortDescription: string;
  description: string;
  price: number;
  originalPrice?: number;
  category: string;
  isFeatured?: boolean;
  /** The one variant: its name and colour, SKU and stock. */
  color: string;
  sku: string;
  stock: number;
}

/** A product made by a benchmark: its id and its one variant as the API answered it. */
export interface MadeProduct {
  id: string;
  variant: Json;
}

/** Creates a product with one variant and a 1-pixel image (staff token). */
export async function createProduct(baseUrl: string, admin: string, p: NewProduct): Promise<MadeProduct> {
  const { color, sku, stock, ...fields } = p;
  const body = await ok(
    call(
      baseUrl,
      'POST',
      '/api/products',
      { ...fields, images: [{ data: PNG_1PX, mimetype: 'image/png', alt: p.name }], variants: [{ name: color, color, sku, stock }] },
      bearer(admin),
    ),
    'product',
  );
  return { id: body.data.product._id as string, variant: body.data.product.variants[0] as Json };
}

/** Creates a percentage coupon valid from yesterday to tomorrow, coded `<prefix><time>`; answers its code. */
export async function createCoupon(baseUrl: string, admin: string, c: { prefix: string; percent: number; maxDiscount: number }): Promise<string> {
  const day = 24 * 3600 * 1000;
  const code = `${c.prefix}${Date.now().toString(36).toUpperCase()}`;
  await ok(
    call(
      baseUrl,
      'POST',
      '/api/coupons',
      {
        code,
        discountType: 'percentage',
        discountValue: c.percent,
        maxDiscount: c.maxDiscount,
        startDate: new Date(Date.now() - day),
        endDate: new Date(Date.now() + day),
      },
      bearer(admin),
    ),
    'coupon',
  );
  return code;
}

/** A short random tag for names and SKUs that must not collide between runs. */
export const tag = (length = 8): string => randomUUID().slice(0, length);
