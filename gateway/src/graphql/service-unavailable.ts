import type { ApolloServerPlugin } from '@apollo/server';
import { UNAVAILABLE_CODE } from '@shop/platform';

/**
 * /graphql answers 503 when nothing could be answered because a service is down; with partial
 * data (another service answered) it stays 200 and the error names the missing part, as
 * GraphQL over HTTP expects.
 */
export function serviceUnavailablePlugin(): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ response }) {
          if (response.body.kind !== 'single') return;
          const { data, errors } = response.body.singleResult;
          if (data == null && errors?.some((e) => e.extensions?.code === UNAVAILABLE_CODE)) response.http.status = 503;
        },
      };
    },
  };
}
