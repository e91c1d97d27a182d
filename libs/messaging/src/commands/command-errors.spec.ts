import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CommandFailedError, CommandTimeoutError } from './command-errors';

describe('command errors', () => {
  it('names the command and the timeout when no reply came', () => {
    const err = new CommandTimeoutError('catalog.reserveStock', 5000);
    assert.ok(err instanceof Error);
    assert.equal(err.name, 'CommandTimeoutError');
    assert.equal(err.code, 'COMMAND_TIMEOUT');
    assert.equal(err.message, 'command catalog.reserveStock got no reply within 5000 ms (is its handling service running?)');
  });

  it("carries the handler's code and message", () => {
    const err = new CommandFailedError('catalog.reserveStock', 'INSUFFICIENT_STOCK', 'Sản phẩm không đủ hàng');
    assert.equal(err.code, 'INSUFFICIENT_STOCK');
    assert.equal(err.message, 'Sản phẩm không đủ hàng');
    assert.equal(err.command, 'catalog.reserveStock');
  });
});
