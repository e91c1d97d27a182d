import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { toFailure } from './exception.filter';
import { databaseUnreachable } from './pg-errors';

describe('a database that cannot be reached (decision 0410)', () => {
  const wrapped = (cause: object) => Object.assign(new Error('Failed query'), { cause });

  it('is recognised behind Drizzle: refused, shut down, restarting, connection exceptions, an ended connection, no connection in time', () => {
    for (const code of ['ECONNREFUSED', 'ECONNRESET', '57P01', '57P02', '57P03', '08006', '08001']) assert.ok(databaseUnreachable(wrapped({ code })), code);
    for (const message of [
      'Connection terminated unexpectedly',
      'Connection terminated due to connection timeout',
      'timeout exceeded when trying to connect',
      'Client has encountered a connection error and is not queryable',
    ])
      assert.ok(databaseUnreachable(wrapped(new Error(message))), message);
    for (const code of ['23505', '22P02', '40001', '57014']) assert.equal(databaseUnreachable(wrapped({ code })), undefined, code);
  });

  it("is answered 503 with the shop's message, not 500", () => {
    assert.deepEqual(toFailure(wrapped({ code: '57P01' })), {
      status: 503,
      code: 'SERVICE_UNAVAILABLE',
      message: 'Dịch vụ tạm thời không khả dụng, vui lòng thử lại sau',
    });
  });
});
