// Row ids are UUIDs; anything else cannot name a row and must not reach PostgreSQL as one (a
// malformed uuid is a data exception there, decision 0422).

/** A UUID in text form, as a RegExp source for the patterns that embed one (any case: use the `i` flag). */
export const UUID_TEXT = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

const UUID = new RegExp(`^${UUID_TEXT}$`, 'i');

export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);
