import assert from 'node:assert/strict';
import { randomInt } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { DEMO, registerCustomer } from '../support/identity';
import { repoRoot } from '../support/system';
import { knownFailure } from './known-service-failures';
import { processIds, shopIsHealthy } from './support/processes';
import { brokenDocuments, graphqlRequests, oneFaultSweep, restRequests, type FuzzRequest, type IdsByKind, type Role } from './support/requests';
import { graphqlRootFields, restRoutes } from './support/route-table';
import { useShop } from '../support/shop';

// The standing robustness tier: every REST route and GraphQL root field the gateway has,
// read from its route table and schema, gets malformed input as a guest, a customer, a seller
// (refused what is the admin's, decision 0430) and the admin.
// No answer may be a 5xx or take longer than 2 s, and afterwards every process is the same one
// (none crashed and was restarted) and ready. Bounded and repeatable: a fixed seed by default.
const SEED = Number(process.env.ROBUSTNESS_SEED ?? 7_072_025);
const PER_TARGET = Number(process.env.ROBUSTNESS_RUNS ?? 12);
const SLOW_MS = 2000;
const PARALLEL = 3;

/**
 * 5xx answers that are the designed answer and not a failure: external sign-in answers 503
 * 'Không thể kết nối đến server' when no identity provider is reachable (decision 0104; the
 * robustness tier runs without the mock provider the OAuth tests start).
 */
const DESIGNED_5XX = [{ target: /^GET \/api\/auth\/google/, status: 503, code: 'OAUTH_UNAVAILABLE' }];
const designed = (req: FuzzRequest, outcome: Outcome) =>
  DESIGNED_5XX.some((d) => d.target.test(req.target) && d.status === outcome.status && outcome.body.includes(`"code":"${d.code}"`));

const tokens: Record<Role, string | undefined> = { guest: undefined, customer: undefined, seller: undefined, admin: undefined };
/** Ids of real products, variants, categories and the customer's address, so requests get past "not found". */
const ids: IdsByKind = { product: [], variant: [], category: [], address: [] };
let realIds: string[] = [];
const shop = useShop({}, async () => {
  const { api } = shop;
  const customer = await registerCustomer(api);
  tokens.customer = customer.token;
  tokens.seller = (await api.login(DEMO.seller.email, DEMO.seller.password)).token;
  tokens.admin = (await api.login(DEMO.admin.email, DEMO.admin.password)).token;
  const address = await customer.client.post('/api/users/addresses', {
    fullName: 'Khách Thử',
    phone: '0912345678',
    addressLine: '1 Tràng Tiền',
    city: 'Hà Nội',
  });
  const products = (await api.get('/api/products?limit=5')).body.data.products as { _id: string; variants: { _id: string }[] }[];
  const categories = (await api.get('/api/categories')).body.data.categories as { _id: string }[];
  ids.product = products.map((p) => p._id);
  ids.variant = products.flatMap((p) => p.variants.slice(0, 1).map((v) => v._id));
  ids.category = categories.slice(0, 3).map((c) => c._id);
  ids.address = (address.body.data?.addresses ?? []).map((a: { _id: string }) => a._id);
  realIds = Object.values(ids).flat();
  assert.ok(realIds.length >= 5, `real ids to aim at (${realIds.length})`);
});

interface Outcome {
  status: number;
  ms: number;
  body: string;
  /** A GraphQL answer (HTTP 200) carrying an internal error: a 500 all the same. */
  internal?: boolean;
}

async function send(req: FuzzRequest, role: Role): Promise<Outcome> {
  const started = performance.now();
  const headers: Record<string, string> = {
    ...req.headers,
    // An address of its own per request: rate limits answer 429 (fine), but should not hide the rest.
    'x-forwarded-for': `2001:db8:f022::${randomInt(0xffff).toString(16)}`,
  };
  if (tokens[role]) headers.authorization = `Bearer ${tokens[role]}`;
  try {
    const res = await fetch(`${shop.baseUrl}${req.path}`, {
      method: req.method,
      headers,
      body: req.body as BodyInit | undefined,
      redirect: 'manual',
      signal: AbortSignal.timeout(15_000),
    });
    const body = await res.text();
    const internal = /"code":"INTERNAL(_SERVER_ERROR)?"/.test(body);
    return { status: res.status, ms: performance.now() - started, body: body.slice(0, 300), internal };
  } catch (err) {
    return { status: 0, ms: performance.now() - started, body: String((err as Error).cause ?? err) };
  }
}

describe('robustness: malformed input everywhere', () => {
  it('answers every request with less than 500, within 2 s, and leaves every process up', { timeout: 600_000 }, async () => {
    const pidsBefore = processIds();
    const roles: Role[] = ['guest', 'customer', 'seller', 'admin'];
    const targets = [...restRoutes().map((r) => restRequests(r, realIds)), ...graphqlRootFields().map((f) => graphqlRequests(f, realIds))];
    assert.ok(targets.length >= 50, `the route table and schema were read (${targets.length} targets)`);
    const jobs: { req: FuzzRequest; role: Role }[] = [];
    // The sweep first: the random part deletes the real things it aims at.
    for (const root of graphqlRootFields().filter((f) => f.operation === 'mutation')) {
      for (const req of oneFaultSweep(root, ids)) for (const role of ['customer', 'admin'] as const) jobs.push({ req, role });
    }
    targets.forEach((arb, i) => {
      roles.forEach((role, j) => {
        for (const req of fc.sample(arb, { seed: SEED + i * 31 + j, numRuns: PER_TARGET })) jobs.push({ req, role });
      });
    });
    for (const req of fc.sample(brokenDocuments, { seed: SEED, numRuns: PER_TARGET * 10 })) jobs.push({ req, role: 'guest' });

    const failures: string[] = [];
    const failed: { role: Role; req: FuzzRequest }[] = [];
    const skipped = new Map<string, number>();
    let sent = 0;
    const started = Date.now();
    const next = jobs.entries();
    const worker = async () => {
      for (const [, { req, role }] of next) {
        const known = knownFailure(req, role);
        if (known) {
          skipped.set(known.why, (skipped.get(known.why) ?? 0) + 1);
          continue;
        }
        let outcome = await send(req, role);
        sent++;
        // A loaded machine may be slow once; a real freeze is slow again. Likewise a kept-alive
        // connection the gateway closed while this process was busy drawing the requests (the
        // first ones find it closed); a request that really breaks the connection breaks it again.
        if ((outcome.ms > SLOW_MS && outcome.status > 0 && outcome.status < 500) || (outcome.status === 0 && outcome.body.includes('other side closed'))) {
          outcome = await send(req, role);
          sent++;
        }
        if (outcome.status === 0 || outcome.internal || (outcome.status >= 500 && !designed(req, outcome)) || outcome.ms > SLOW_MS) {
          const body = typeof req.body === 'string' ? req.body.slice(0, 300) : req.body ? `<${req.body.length} bytes>` : '';
          failed.push({ role, req });
          failures.push(
            `${req.target} as ${role}: ${outcome.status} in ${Math.round(outcome.ms)} ms — ${req.method} ${req.path.slice(0, 200)} ${body} → ${outcome.body}`,
          );
        }
      }
    };
    await Promise.all(Array.from({ length: PARALLEL }, worker));

    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(`robustness: sent ${sent} requests to ${targets.length} routes and root fields (seed ${SEED}) in ${seconds} s; ${failures.length} failed`);
    for (const [why, n] of skipped) console.log(`robustness: not sent (${n}), expected to be fixed by issue7-svc: ${why}`);
    if (failed.length) {
      // Every failing request in full, to replay by hand.
      const file = path.join(repoRoot, 'var/test-results/robustness-failures.json');
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(
        file,
        JSON.stringify(
          failed.map(({ role, req }) => ({ role, ...req, body: Buffer.isBuffer(req.body) ? req.body.toString('base64') : req.body })),
          null,
          1,
        ),
      );
      console.log(`robustness: the failing requests are in ${file}`);
    }
    assert.ok(sent >= 1000, `a few thousand requests (${sent})`);
    assert.deepEqual(failures, []);
    await shopIsHealthy(shop.baseUrl);
    assert.deepEqual(processIds(), pidsBefore, 'no process crashed and was restarted');
  });
});
