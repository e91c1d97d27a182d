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

// At the top of a file, where Node 20 runs the before hooks side by side: the second waits for the first.
const slow = useStarted(async () => {
  await new Promise((resolve) => setTimeout(resolve, 50));
  return new Counter('slow');
});
const onTopOfSlow = useStarted(async () => new Counter(`on top of ${slow.name}`));

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

describe('useStarted at the top of a file', () => {
  it('starts each after the one before it', () => {
    assert.equal(onTopOfSlow.name, 'on top of slow');
  });
});

describe('useStarted, once the tests that use it are done', () => {
  it('has closed what it started, the later first', () => {
    assert.equal(made?.closed, true);
    assert.deepEqual(closings, ['counter', 'probe of service', 'service']);
  });
});
