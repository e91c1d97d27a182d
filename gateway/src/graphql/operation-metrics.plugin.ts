import type { ApolloServerPlugin, GraphQLRequestListener } from '@apollo/server';
import { DURATION_BUCKETS, shopHistogram } from '@shop/platform';

/** Distinct operation names counted on their own; a client inventing names ends in `other`. */
export const MAX_OPERATION_NAMES = 200;
const PLAIN_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;

/**
 * The label of an operation: its name (`anonymous` without one), as long as it is a plain GraphQL
 * name among the first `MAX_OPERATION_NAMES` seen. Names come from the caller's document, so the
 * number of series they make must be bounded here.
 */
export function operationLabeler(max = MAX_OPERATION_NAMES): (name: string | null | undefined) => string {
  const seen = new Set<string>();
  return (name) => {
    if (!name) return 'anonymous';
    if (!PLAIN_NAME.test(name)) return 'other';
    if (seen.has(name)) return name;
    if (seen.size >= max) return 'other';
    seen.add(name);
    return name;
  };
}

/**
 * Times every GraphQL operation the gateway runs (from the web app or the REST facade) into
 * `graphql_operation_duration_seconds{operation,type}`; `type` is `query`, `mutation` or
 * `invalid` for a document that never became an operation.
 */
export function operationMetricsPlugin(): ApolloServerPlugin {
  const label = operationLabeler();
  // The shop's own histogram, recorded on every operation (cheaper than the SDK's, decision 0440).
  const duration = shopHistogram(
    'graphql_operation_duration_seconds',
    'GraphQL operations through the gateway, by operation name and type',
    's',
    ['operation', 'type'],
    DURATION_BUCKETS,
  );
  return {
    async requestDidStart(): Promise<GraphQLRequestListener<object>> {
      const started = process.hrtime.bigint();
      return {
        async willSendResponse({ operation, operationName, request }) {
          const seconds = Number(process.hrtime.bigint() - started) / 1e9;
          duration.record(seconds, { operation: label(operationName ?? request.operationName), type: operation?.operation ?? 'invalid' });
        },
      };
    },
  };
}
