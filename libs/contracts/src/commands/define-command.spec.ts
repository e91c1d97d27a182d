import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { z } from 'zod';
import { defineCommand } from './define-command';

describe('defineCommand', () => {
  it('keeps the name and both schemas together', () => {
    const request = z.object({ orderId: z.string() });
    const response = z.object({ reserved: z.boolean() });
    assert.deepEqual(defineCommand('catalog.reserveStock', request, response), { name: 'catalog.reserveStock', request, response });
  });

  it('refuses a name that does not say which service owns the command', () => {
    assert.throws(() => defineCommand('reserveStock', z.object({}), z.object({})), /must look like "<service>\.<verb>"/);
    assert.throws(() => defineCommand('catalog.reserve stock', z.object({}), z.object({})), /must look like/);
  });
});
