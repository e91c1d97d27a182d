/** No reply within the caller's timeout: the handling service is down, overloaded or unreachable. */
export class CommandTimeoutError extends Error {
  readonly code = 'COMMAND_TIMEOUT';

  constructor(
    readonly command: string,
    readonly timeoutMs: number,
  ) {
    super(`command ${command} got no reply within ${timeoutMs} ms (is its handling service running?)`);
    this.name = 'CommandTimeoutError';
  }
}

/**
 * RabbitMQ is known to be unreachable: the connection is gone or the last attempt to make one
 * failed. Raised at once instead of waiting out the timeout (decision 0407). Either the command
 * was never sent, or it was sent on the connection that dropped and its reply can no longer come
 * (replies are tied to that connection's channel): a caller treats it like a timeout for anything
 * the command may have done.
 */
export class CommandUnavailableError extends Error {
  readonly code = 'COMMAND_UNAVAILABLE';

  constructor(
    readonly command: string,
    reason: string,
  ) {
    super(`command ${command} cannot be answered: ${reason}`);
    this.name = 'CommandUnavailableError';
  }
}

/**
 * The code of a command the serving service could not answer because something it depends on is
 * unreachable right now (its database restarting; `MessageBusOptions.unavailable`): nothing was
 * done, and asking again later may succeed.
 */
export const HANDLER_UNAVAILABLE = 'UNAVAILABLE';

/**
 * The handler answered with an error. `code` is the handler's stable code (`INSUFFICIENT_STOCK`),
 * `INVALID_REQUEST`/`INVALID_RESPONSE` when a side broke the contract, `UNAVAILABLE`
 * (`HANDLER_UNAVAILABLE`) when the serving service cannot reach its database, or `INTERNAL`.
 */
export class CommandFailedError extends Error {
  constructor(
    readonly command: string,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'CommandFailedError';
  }
}
