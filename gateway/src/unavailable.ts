import { GraphQLError } from 'graphql';
import { UNAVAILABLE_CODE, UNAVAILABLE_MESSAGE } from '@shop/platform';

// When one service is down (crashed and being restarted, or deploying), its routes answer 503
// with the shop's message and every other route keeps working (decision 0402).

/** The REST envelope of a 503. */
export const unavailableBody = { success: false, message: UNAVAILABLE_MESSAGE, code: UNAVAILABLE_CODE } as const;

/** The GraphQL error of a subgraph that did not answer (which one is logged, not told). */
export const unavailable = (): GraphQLError => new GraphQLError(UNAVAILABLE_MESSAGE, { extensions: { code: UNAVAILABLE_CODE, status: 503 } });
