import { shopCounter, type ShopCounter } from '@shop/config';

/** What a consumer decided about one delivery of an event (docs/operations.md, "Domain metrics"). */
export const EVENT_RESULTS = ['ok', 'retry', 'dead_letter', 'duplicate'] as const;
export type EventResult = (typeof EVENT_RESULTS)[number];

/**
 * How a command was answered: `refused` is an expected failure with a stable code (out of stock,
 * a cancelled reservation), `failed` an unexpected one, `invalid` a request or answer outside the
 * command's contract, `unavailable` one the service could not answer because its database was
 * unreachable.
 */
export const COMMAND_RESULTS = ['ok', 'refused', 'failed', 'invalid', 'unavailable'] as const;
export type CommandResult = (typeof COMMAND_RESULTS)[number];

export type EventsConsumed = ShopCounter<{ event: readonly string[]; result: typeof EVENT_RESULTS }>;
export type CommandsServed = ShopCounter<{ command: readonly string[]; result: typeof COMMAND_RESULTS }>;

/**
 * `event` takes the types the service subscribes to (a set fixed by its code); anything else a
 * queue may hold (an unreadable message, a type left over from an older binding) counts as `other`.
 */
export function eventsConsumedCounter(types: readonly string[]): EventsConsumed {
  return shopCounter('shop_events_consumed_total', 'Event deliveries settled by a consumer, by event type and result', {
    event: types,
    result: EVENT_RESULTS,
  });
}

/** `command` takes the commands the service serves. */
export function commandsServedCounter(commands: readonly string[]): CommandsServed {
  return shopCounter('shop_commands_served_total', 'Commands answered by a service, by command and result', {
    command: commands,
    result: COMMAND_RESULTS,
  });
}
