import { sepayTransaction } from '@shop/contracts';
import { z } from 'zod';
import type { ApiRouteSpec } from './api-route';
import type { JsonSchema } from './graphql-json-schema';

/** A zod schema as the JSON schema of what a client sends (`io: 'input'`: before transforms). */
const inputJsonSchema = (schema: z.ZodType): JsonSchema => {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return rest;
};

/**
 * Bank notifications are streamed to payments as they are (PROXIED_ROUTES): no Nest route of the
 * gateway describes them, so they are described here, the body from the schema payments checks.
 */
export const WEBHOOK_ROUTES: { method: string; path: string; status: number; operationId: string; spec: ApiRouteSpec }[] = [
  {
    method: 'POST',
    path: '/api/payments/webhooks/sepay',
    status: 200,
    operationId: 'SepayWebhook_notify',
    spec: {
      tag: 'Payments',
      summary: 'A bank transfer notification from SePay',
      description:
        'Stored, acknowledged, then matched to an order by its transfer content (decision 0701). A notification SePay repeats is acknowledged and changes nothing. Without `SEPAY_WEBHOOK_API_KEY` set, every notification is refused (401).',
      access: 'sepay',
      body: { schema: inputJsonSchema(sepayTransaction) },
      answer: {
        description: 'Stored (or already stored)',
        content: {
          'application/json': { type: 'object', properties: { success: { const: true } }, required: ['success'], additionalProperties: false },
        },
      },
      errors: {
        400: ['VALIDATION_FAILED', 'INVALID_PATH'],
        401: ['UNAUTHORIZED'],
        413: ['PAYLOAD_TOO_LARGE'],
        500: ['INTERNAL'],
        503: ['SERVICE_UNAVAILABLE'],
      },
    },
  },
];
