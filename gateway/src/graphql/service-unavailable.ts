import type { ApolloServerPlugin } from '@apollo/server';
import { UNAVAILABLE_CODE } from '../unavailable';

/** A subgraph that takes longer than this is treated as unavailable (no request waits forever). */
export const SUBGRAPH_TIMEOUT_MS = 30_000;

/** Node's own fetch with a deadline. */
export const subgraphFetcher = (url: string, init: RequestInit): Promise<Response> => fetch(url, { ...init, signal: AbortSignal.timeout(SUBGRAPH_TIMEOUT_MS) });

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
