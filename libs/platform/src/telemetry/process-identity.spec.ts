import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { processName } from './process-identity';

describe('processName', () => {
  it('names a service, its worker and the gateway after the script that runs them', () => {
    assert.equal(processName('/app/services/orders/dist/src/main.js'), 'orders');
    assert.equal(processName('/repo/services/payments/dist/src/worker.js'), 'payments-worker');
    assert.equal(processName('/app/gateway/dist/src/main.js'), 'gateway');
  });

  it('falls back to the script name outside a build folder', () => {
    assert.equal(processName('/tmp/tool.js'), 'tool');
    assert.equal(processName(undefined), 'node');
  });
});
