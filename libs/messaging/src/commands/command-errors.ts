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
 * The handler answered with an error. `code` is the handler's stable code (`INSUFFICIENT_STOCK`),
 * `INVALID_REQUEST`/`INVALID_RESPONSE` when a side broke the contract, or `INTERNAL`.
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
