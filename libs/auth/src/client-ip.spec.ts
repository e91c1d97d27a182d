import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { clientIpOf, signedClientIpHeaders } from './client-ip';

const varDir = mkdtempSync(path.join(tmpdir(), 'client-ip-'));
process.env.VAR_DIR = varDir;
delete process.env.INTERNAL_SECRET;
after(() => rmSync(varDir, { recursive: true, force: true }));

const socket = { remoteAddress: '10.1.2.3' };

describe('the client address a service believes', () => {
  it('is the one the gateway signed', () => {
    assert.equal(clientIpOf({ headers: signedClientIpHeaders('203.0.113.7'), socket }), '203.0.113.7');
    assert.equal(clientIpOf({ headers: signedClientIpHeaders('2001:db8::1'), socket }), '2001:db8::1');
  });

  it('is the socket address when the header is unsigned, signed for another address, or not an address', () => {
    assert.equal(clientIpOf({ headers: { 'x-client-ip': '203.0.113.7' }, socket }), '10.1.2.3');
    const other = signedClientIpHeaders('203.0.113.8');
    assert.equal(clientIpOf({ headers: { ...other, 'x-client-ip': '203.0.113.7' }, socket }), '10.1.2.3');
    assert.equal(clientIpOf({ headers: { 'x-client-ip': '203.0.113.7', 'x-client-ip-signature': 'x'.repeat(43) }, socket }), '10.1.2.3');
    assert.equal(clientIpOf({ headers: { ...signedClientIpHeaders('not-an-ip') }, socket }), '10.1.2.3');
  });

  it('changes with the secret: a signature made with another key is not believed', () => {
    const signed = signedClientIpHeaders('203.0.113.9');
    process.env.INTERNAL_SECRET = 'another-secret-of-enough-length';
    try {
      assert.equal(clientIpOf({ headers: signed, socket }), '10.1.2.3');
    } finally {
      delete process.env.INTERNAL_SECRET;
    }
    assert.equal(clientIpOf({ headers: signed, socket }), '203.0.113.9');
  });

  it('is signed anew when the secret changes, though the gateway keeps the signatures it made', () => {
    const before = signedClientIpHeaders('203.0.113.10');
    assert.deepEqual(signedClientIpHeaders('203.0.113.10'), before);
    process.env.INTERNAL_SECRET = 'another-secret-of-enough-length';
    try {
      const after = signedClientIpHeaders('203.0.113.10');
      assert.notEqual(after['x-client-ip-signature'], before['x-client-ip-signature']);
      assert.equal(clientIpOf({ headers: after, socket }), '203.0.113.10');
    } finally {
      delete process.env.INTERNAL_SECRET;
    }
    assert.deepEqual(signedClientIpHeaders('203.0.113.10'), before);
  });

  it('keeps at most 4,096 signatures, every one still right after they are forgotten', () => {
    const ips = Array.from({ length: 5000 }, (_, i) => `198.51.${Math.floor(i / 250)}.${i % 250}`);
    for (const ip of ips) assert.equal(clientIpOf({ headers: signedClientIpHeaders(ip), socket }), ip);
    for (const ip of ips.slice(0, 10)) assert.equal(clientIpOf({ headers: signedClientIpHeaders(ip), socket }), ip);
  });
});
