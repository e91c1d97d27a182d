import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { useStarted } from './use-started';

const closings: string[] = [];

class Counter {
  closed = false;
  constructor(readonly name = 'counter') {}
  private n = 0;
  next(): number {
    return ++this.n;
  }
  async close(): Promise<void> {
    this.closed = true;
    closings.push(this.name);
  }
}

const events: string[] = [];
let made: Counter | undefined;

describe('useStarted', () => {
  const counter = useStarted(async () => {
    events.push('started');
    made = new Counter();
    return made;
  });
  let readAtLoad: unknown;
  try {
    counter.next();
  } catch (err) {
    readAtLoad = err;
  }
  before(() => {
    events.push(`first read ${counter.next()}`);
  });

  it('starts before the file’s own hooks, and passes reads and calls on to what it started', () => {
    assert.deepEqual(events, ['started', 'first read 1']);
    assert.equal(counter.next(), 2);
    assert.equal(counter.closed, false);
  });

  it('throws when read before it was started', () => {
    assert.match(String(readAtLoad), /read \.next before it was started/);
  });
});

describe('two useStarted in one place', () => {
  const service = useStarted(async () => new Counter('service'));
  const probe = useStarted(async () => new Counter(`probe of ${service.name}`));
  it('start in order, the second able to use the first', () => {
    assert.equal(probe.name, 'probe of service');
  });
});

describe('useStarted, once the tests that use it are done', () => {
  it('has closed what it started, the later first', () => {
    assert.equal(made?.closed, true);
    assert.deepEqual(closings, ['counter', 'probe of service', 'service']);
  });
});
