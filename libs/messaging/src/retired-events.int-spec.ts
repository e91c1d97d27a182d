import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { z } from 'zod';
import { defineEvent } from '@shop/contracts';
import { waitFor } from '@shop/testing';
import { serviceQueues, type MessageBus } from './index';
import { assertServiceQueues } from './amqp/topology';
import { createMessagingDatabase, type MessagingTestDatabase } from './test-support/test-database';
import { envelopeOf, TestBroker, testBus, uniqueService } from './test-support/test-broker';

/**
 * `bus.retire(type)`: a binding outlives the code that made it, so a type a service stopped
 * consuming must be unbound, or every such event would still be routed to it and dropped there.
 */
describe('retiring an event type', () => {
  let database: MessagingTestDatabase;
  let broker: TestBroker;
  const services: string[] = [];

  before(async () => {
    database = await createMessagingDatabase('retire');
    broker = await TestBroker.open();
  });
  after(async () => {
    for (const s of services) await broker.deleteService(s);
    await broker.close();
    await database.drop();
  });

  /** A service whose earlier version consumed `consumedBefore`, started once with `setUp`'s subscriptions. */
  async function upgraded(consumedBefore: string[], setUp: (bus: MessageBus, type: (name: string) => string) => void) {
    const service = uniqueService('retire');
    services.push(service);
    const type = (name: string) => `${service}.${name}`;
    const queues = serviceQueues(service);
    await assertServiceQueues(broker.channel, queues, consumedBefore.map(type));
    const bus = testBus(service, database.pool);
    setUp(bus, type);
    await bus.start();
    await waitFor(() => bus.isConnected(), { what: 'connection' });
    await bus.stop(); // nobody consumes now: what is routed to the queue stays there to be counted
    return { queues, type };
  }

  const event = (type: string) => defineEvent(type, 1, z.object({ note: z.string() }));

  it('unbinds a retired type, so its events no longer reach the service, and keeps the others bound', async () => {
    const { queues, type } = await upgraded(['Old', 'Kept'], (bus, type) => {
      bus.retire(type('Old'));
      bus.on(event(type('Kept')), () => Promise.resolve());
    });
    await broker.publish(envelopeOf(event(type('Old')), { note: 'old' }));
    await broker.publish(envelopeOf(event(type('Kept')), { note: 'kept' }));
    const routed = await broker.take(queues.events);
    assert.deepEqual(
      routed.map((m) => m.fields.routingKey),
      [type('Kept')],
    );
  });

  it('keeps a retired type bound when the service subscribes to it again', async () => {
    const { queues, type } = await upgraded(['Back'], (bus, type) => {
      bus.retire(type('Back'));
      bus.on(event(type('Back')), () => Promise.resolve());
    });
    await broker.publish(envelopeOf(event(type('Back')), { note: 'back' }));
    assert.equal((await broker.take(queues.events)).length, 1);
  });

  it('starts normally when a retired type was never bound', async () => {
    const { queues, type } = await upgraded([], (bus, type) => {
      bus.retire(type('Never'));
      bus.on(event(type('Other')), () => Promise.resolve());
    });
    await broker.publish(envelopeOf(event(type('Other')), { note: 'other' }));
    assert.equal((await broker.take(queues.events)).length, 1);
  });
});
