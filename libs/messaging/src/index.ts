export { outbox, inbox } from './schema';
export {
  enqueueEvent,
  eventStamp,
  outboxEntry,
  setEventProducer,
  type EnqueueOptions,
  type EventStamp,
  type OutboxEntry,
  type OutboxWriter,
} from './outbox/enqueue-event';
export { MessageBus, type MessageBusOptions } from './message-bus';
export type { EventHandler, BatchEventHandler, HandledEvent, BusTransaction, SubscriptionOptions } from './consumer/subscriptions';
export { afterCommit, currentTransaction, inSavepoint, inTransaction, type Transactional } from './transaction/transaction-scope';
export type { CommandHandler } from './commands/command-server';
export type { RequestOptions } from './commands/command-client';
export { CommandFailedError, CommandTimeoutError, CommandUnavailableError } from './commands/command-errors';
export { busNamespace, eventsExchange, commandQueue, serviceQueues, type ServiceQueues } from './amqp/topology';
export { deletePublishedOutboxBatch, deleteProcessedInboxBatch } from './housekeeping/message-retention';
export { EventBroadcast, type EventBroadcastOptions } from './broadcast/event-broadcast';
export { queryPrepared, type PreparingExecutor } from './support/prepared';
