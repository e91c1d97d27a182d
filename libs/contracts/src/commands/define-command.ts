import type { z } from 'zod';

/**
 * A request-reply command between services (architecture §3). Commands are
 * few, imperative (`catalog.reserveStock`) and idempotent, because a caller that times out retries.
 */
export interface CommandContract<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> {
  name: string;
  request: Req;
  response: Res;
}

export type RequestOf<C extends CommandContract> = z.infer<C['request']>;
export type ResponseOf<C extends CommandContract> = z.infer<C['response']>;

// `<owning service>.<verb>`: the name becomes the queue `cmd.<name>`, so it stays plain.
const COMMAND_NAME = /^[a-z][a-z0-9_-]*\.[a-z][A-Za-z0-9]*$/;

/** Declares a command; the handling service and its callers import the same object. */
export function defineCommand<Req extends z.ZodType, Res extends z.ZodType>(name: string, request: Req, response: Res): CommandContract<Req, Res> {
  if (!COMMAND_NAME.test(name)) throw new Error(`command name "${name}" must look like "<service>.<verb>", e.g. "catalog.reserveStock"`);
  return { name, request, response };
}
