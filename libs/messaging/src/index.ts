export { outbox, inbox } from './schema';
export { enqueueEvent, setEventProducer, type EnqueueOptions, type OutboxWriter } from './outbox/enqueue-event';
export { MessageBus, type MessageBusOptions } from './message-bus';
export type { EventHandler, BusTransaction } from './consumer/subscriptions';
export type { CommandHandler } from './commands/command-server';
export type { RequestOptions } from './commands/command-client';
export { CommandFailedError, CommandTimeoutError } from './commands/command-errors';
export { busNamespace, eventsExchange, commandQueue, serviceQueues, type ServiceQueues } from './amqp/topology';
