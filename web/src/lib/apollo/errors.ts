import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';

// product §13: errors show the server's message when there is one, else the screen's default text.
// The services answer GraphQL errors whose message is the Vietnamese text for the user.

function fromBody(bodyText: string): string | null {
  try {
    const body = JSON.parse(bodyText) as { errors?: { message?: unknown }[]; message?: unknown };
    const message = body.errors?.[0]?.message ?? body.message;
    return typeof message === 'string' && message ? message : null;
  } catch {
    return null;
  }
}

export function errorMessage(error: unknown, fallback: string): string {
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors.find((e) => e.message);
    // An unexpected failure is answered without internals; its generic English text is no help.
    if (first && first.extensions?.code !== 'INTERNAL_SERVER_ERROR') return first.message;
  }
  if (ServerError.is(error)) return fromBody(error.bodyText) ?? fallback;
  return fallback;
}

/** The stable code of a GraphQL error (e.g. EMAIL_TAKEN, NOT_FOUND), when the server gave one. */
export function errorCode(error: unknown): string | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const code = error.errors[0]?.extensions?.code;
  return typeof code === 'string' ? code : null;
}
