import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { describe, it } from 'node:test';
import express from 'express';
import { STRICT_TRANSPORT_SECURITY, securityHeaders } from './security-headers';

/** The HSTS header a real Express app answers, trusting the proxies `trustProxy` names. */
async function hstsOf(trustProxy: string, headers: Record<string, string>): Promise<string | null> {
  const app = express();
  app.set('trust proxy', trustProxy);
  app.use(securityHeaders, (_req, res) => void res.end('ok'));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  try {
    const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`, { headers });
    return res.headers.get('strict-transport-security');
  } finally {
    server.close();
  }
}

describe('Strict-Transport-Security', () => {
  it('is sent when a trusted proxy says the shop was reached over https', async () => {
    assert.equal(await hstsOf('loopback', { 'x-forwarded-proto': 'https' }), STRICT_TRANSPORT_SECURITY);
  });

  it('is never sent over plain http', async () => {
    assert.equal(await hstsOf('loopback', {}), null);
    assert.equal(await hstsOf('loopback', { 'x-forwarded-proto': 'http' }), null);
  });

  it('does not believe X-Forwarded-Proto from a client that is not a trusted proxy', async () => {
    assert.equal(await hstsOf('10.0.0.0/8', { 'x-forwarded-proto': 'https' }), null);
  });
});
