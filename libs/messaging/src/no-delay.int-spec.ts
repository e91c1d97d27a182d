import assert from 'node:assert/strict';
import { Socket } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { rabbitmqUrl } from '@shop/config';
import { waitFor } from '@shop/testing';
import { MessageBus } from './index';
import { createMessagingDatabase, type MessagingTestDatabase } from './test-support/test-database';
import { testBus, uniqueService } from './test-support/test-broker';

/**
 * amqplib leaves Nagle's algorithm on unless asked. A command server writes its reply and then
 * its ack as two small frames; with Nagle the second waits for the broker's delayed ACK of the
 * first, so a prefetch slot stayed taken about 40 ms longer than the handler ran and placement's
 * one request-reply capped checkout at about 190 orders/s on two cores (decision 0613).
 */
describe('the connection to RabbitMQ', () => {
  let database: MessagingTestDatabase;
  let bus: MessageBus;
  const brokerPort = Number(new URL(rabbitmqUrl()).port || 5672);
  const noDelay = new Map<Socket, boolean>();
  const original = Socket.prototype.setNoDelay;

  before(async () => {
    Socket.prototype.setNoDelay = function (this: Socket, value?: boolean) {
      noDelay.set(this, value ?? true);
      return original.call(this, value);
    };
    database = await createMessagingDatabase('nodelay');
    bus = testBus(uniqueService('nodelay'), database.pool);
    await bus.start();
    await waitFor(() => bus.isConnected(), { what: 'connection' });
  });

  after(async () => {
    Socket.prototype.setNoDelay = original;
    await bus.stop();
    await database.drop();
  });

  it('sends each frame at once (Nagle off), so a reply and its ack never wait for a delayed ACK', () => {
    const toBroker = [...noDelay].filter(([socket]) => socket.remotePort === brokerPort);
    assert.ok(toBroker.length > 0, 'the bus opened a socket to the broker');
    for (const [, value] of toBroker) assert.equal(value, true);
  });
});
