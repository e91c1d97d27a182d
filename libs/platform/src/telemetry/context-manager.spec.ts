import assert from 'node:assert/strict';
import { EventEmitter } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, describe, it } from 'node:test';
import { ROOT_CONTEXT, context, createContextKey } from '@opentelemetry/api';
import { contextSlot, correlationId, runWithContext } from '@shop/config';
import { SharedContextManager } from './context-manager';

// Decision 0440: the OpenTelemetry context is a slot of the shop's one asynchronous context, beside
// the correlation id, the event being handled and the open transaction; each keeps its own value.

const KEY = createContextKey('test value');
const withValue = (value: string) => ROOT_CONTEXT.setValue(KEY, value);
const valueNow = () => context.active().getValue(KEY);
const manager = new SharedContextManager();

before(() => {
  context.disable();
  assert.ok(context.setGlobalContextManager(manager.enable()), 'the test registers its context manager');
});
after(() => context.disable());

describe('the OpenTelemetry context in the shop’s one asynchronous context', () => {
  it('is carried across awaits and timers, and set back once `with` returns', async () => {
    const seen = await context.with(withValue('a'), async () => {
      await sleep(1);
      const afterTimer = await new Promise((resolve) => setTimeout(() => resolve(valueNow()), 1));
      return [valueNow(), afterTimer];
    });
    assert.deepEqual(seen, ['a', 'a']);
    assert.equal(valueNow(), undefined);
    assert.equal(context.active(), ROOT_CONTEXT);
  });

  it('leaves the correlation id as it is, and a new correlation id leaves the trace context as it is', async () => {
    await runWithContext({ correlationId: 'req-1' }, async () => {
      await context.with(withValue('outer'), async () => {
        await sleep(1);
        assert.equal(correlationId(), 'req-1');
        await runWithContext({ correlationId: 'req-2' }, async () => {
          await sleep(1);
          assert.equal(valueNow(), 'outer');
          assert.equal(correlationId(), 'req-2');
        });
        assert.equal(correlationId(), 'req-1');
      });
      assert.equal(valueNow(), undefined);
      assert.equal(correlationId(), 'req-1');
    });
  });

  it('shares its storage with every other slot: work started in one frame sees all of its values', async () => {
    const other = contextSlot<string>();
    const both = await other.run('slot value', () =>
      context.with(withValue('trace value'), async () => {
        await sleep(1);
        return [other.get(), valueNow()];
      }),
    );
    assert.deepEqual(both, ['slot value', 'trace value']);
    assert.equal(other.get(), undefined);
  });

  it('passes `this` and the arguments to the function it runs', () => {
    const target = { n: 2 };
    const result = context.with(
      withValue('x'),
      function (this: typeof target, a: number, b: number) {
        return this.n * (a + b);
      },
      target,
      3,
      4,
    );
    assert.equal(result, 14);
  });

  it('binds a function to the context it was bound in, wherever it is called', async () => {
    const bound = context.bind(withValue('bound'), () => valueNow());
    assert.equal(bound(), 'bound');
    assert.equal(await context.with(withValue('elsewhere'), async () => bound()), 'bound');
  });

  it('binds an emitter: its listeners run in that context, and a listener removed as given is removed', () => {
    const emitter = context.bind(withValue('emitter'), new EventEmitter());
    const seen: unknown[] = [];
    const listener = () => seen.push(valueNow());
    context.with(withValue('adder'), () => emitter.on('event', listener));
    emitter.once('event', () => seen.push(`once ${String(valueNow())}`));
    emitter.emit('event');
    emitter.emit('event');
    assert.deepEqual(seen, ['emitter', 'once emitter', 'emitter']);
    emitter.removeListener('event', listener);
    assert.equal(emitter.listenerCount('event'), 0);
    emitter.on('other', listener);
    emitter.removeAllListeners();
    assert.equal(emitter.listenerCount('other'), 0);
  });

  it('answers the root context once disabled, and the shop’s other slots keep their values', () => {
    runWithContext({ correlationId: 'req-3' }, () =>
      context.with(withValue('y'), () => {
        manager.disable();
        try {
          assert.equal(context.active(), ROOT_CONTEXT);
          assert.equal(correlationId(), 'req-3');
        } finally {
          manager.enable();
        }
        assert.equal(valueNow(), 'y');
      }),
    );
  });
});
