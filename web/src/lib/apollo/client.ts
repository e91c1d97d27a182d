import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { RetryLink } from '@apollo/client/link/retry';
import { authStore } from '../auth/auth-store';

// The one GraphQL client (gateway /graphql on the same origin). Apollo never refetches on window
// focus, which is what product §1 asks; queries retry once after a network failure.

/** product §1: a failed query is tried once more. Mutations are not: a repeat could apply twice. */
const retry = new RetryLink({
  delay: { initial: 300, max: 1000, jitter: true },
  attempts: { max: 2, retryIf: (_error, operation) => operation.operationType === 'query' },
});

const bearer = new SetContextLink((prev) => {
  const token = authStore.token();
  return token ? { headers: { ...prev.headers, authorization: `Bearer ${token}` } } : {};
});

/** product §13: an HTTP 401 is only logged; no redirect happens. */
const logUnauthenticated = new ErrorLink(({ error, operation }) => {
  const unauthenticated =
    (ServerError.is(error) && error.statusCode === 401) ||
    (CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED'));
  if (unauthenticated) console.warn(`[graphql] ${operation.operationName ?? 'operation'}: not signed in or the session has ended`);
});

export const apolloClient = new ApolloClient({
  link: ApolloLink.from([logUnauthenticated, retry, bearer, new HttpLink({ uri: '/graphql' })]),
  cache: new InMemoryCache(),
});

// Whatever was cached belongs to the previous user (profile, addresses, staff lists): when the
// signed-in user changes, in any way and in any tab, the cache starts empty.
let cachedFor = authStore.get().user?.id ?? null;
authStore.subscribe(() => {
  const current = authStore.get().user?.id ?? null;
  if (current === cachedFor) return;
  cachedFor = current;
  void apolloClient.clearStore();
});
