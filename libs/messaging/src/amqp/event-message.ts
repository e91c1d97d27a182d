import type { Options } from 'amqplib';
import { envelopeSchema, type Envelope } from '@shop/contracts';
import { parseJson, type Parsed } from '../support/json';
import { HEADERS } from './headers';

/** The whole envelope travels as the JSON body; the properties repeat what brokers and tools look at. */
export function encodeEvent(envelope: Envelope): { content: Buffer; options: Options.Publish } {
  return {
    content: Buffer.from(JSON.stringify(envelope)),
    options: {
      persistent: true,
      messageId: envelope.id,
      type: envelope.type,
      contentType: 'application/json',
      contentEncoding: 'utf-8',
      appId: envelope.producer,
      timestamp: Math.floor(Date.parse(envelope.occurredAt) / 1000),
      headers: { [HEADERS.correlationId]: envelope.correlationId, [HEADERS.eventVersion]: envelope.version },
    },
  };
}

/** Reads an envelope; the payload is checked later, against the consumer's own contract. */
export function decodeEvent(content: Buffer): Parsed<Envelope> {
  const parsed = parseJson(content, envelopeSchema);
  return parsed.ok ? parsed : { ok: false, error: `not an event envelope: ${parsed.error}` };
}
