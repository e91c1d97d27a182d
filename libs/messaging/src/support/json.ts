import { z } from 'zod';

export type Parsed<T> = { ok: true; data: T } | { ok: false; error: string };

/** Reads a message body against a schema, describing what is wrong instead of throwing. */
export function parseJson<S extends z.ZodType>(content: Buffer, schema: S): Parsed<z.infer<S>> {
  let json: unknown;
  try {
    json = JSON.parse(content.toString('utf8'));
  } catch (err) {
    return { ok: false, error: `body is not JSON: ${(err as Error).message}` };
  }
  return check(schema, json);
}

export function check<S extends z.ZodType>(schema: S, value: unknown): Parsed<z.infer<S>> {
  const parsed = schema.safeParse(value);
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, error: z.prettifyError(parsed.error) };
}
