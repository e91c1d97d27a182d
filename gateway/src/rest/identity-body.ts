// Input coercion for the identity REST routes. The facade validates nothing itself: it only
// turns a JSON body into the GraphQL variables' shapes, so that a missing or mistyped field
// reaches identity as an empty value and is answered with identity's own Vietnamese message
// (product §12) instead of GraphQL's English type error.

export type Body = Record<string, unknown>;

export const asBody = (value: unknown): Body => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Body) : {});

/** A required text field: anything but a string becomes '' (and fails identity's validation). */
export const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** An optional text field: a string, an explicit null, or left out. */
export const optionalText = (value: unknown): string | null | undefined => (typeof value === 'string' ? value : value === null ? null : undefined);

export const optionalBoolean = (value: unknown): boolean | undefined => (typeof value === 'boolean' ? value : undefined);

/** A positive query-string integer (page, limit), or nothing so the default applies. */
export const queryInt = (value: unknown): number | undefined => {
  if (typeof value !== 'string' || !/^\d{1,9}$/.test(value)) return undefined;
  return Number.parseInt(value, 10);
};
