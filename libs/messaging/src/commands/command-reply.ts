import { z } from 'zod';

/** The body of every reply; a handler's error travels as data, not as a broker failure. */
export const commandReplySchema = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), data: z.unknown() }),
  z.object({ ok: z.literal(false), error: z.object({ code: z.string(), message: z.string() }) }),
]);

export type CommandReply = z.infer<typeof commandReplySchema>;

export const REPLY_TO = 'amq.rabbitmq.reply-to';
