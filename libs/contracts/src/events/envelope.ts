import { z } from 'zod';

/** The envelope every event travels in (architecture §3). */
export const envelopeSchema = z.object({
  id: z.string().uuid(),
  type: z.string().min(1),
  version: z.number().int().positive(),
  occurredAt: z.string(),
  correlationId: z.string(),
  causationId: z.string().nullable().optional(),
  producer: z.string(),
  payload: z.unknown(),
});

export type Envelope<P = unknown> = Omit<z.infer<typeof envelopeSchema>, 'payload'> & { payload: P };

export interface EventContract<S extends z.ZodType = z.ZodType> {
  type: string;
  version: number;
  schema: S;
}

export type PayloadOf<C extends EventContract> = z.infer<C['schema']>;

/** Declares a versioned event; producers and consumers import the same object. */
export function defineEvent<S extends z.ZodType>(type: string, version: number, schema: S): EventContract<S> {
  return { type, version, schema };
}
