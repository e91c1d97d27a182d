/** Injection tokens provided by PlatformModule. */
export const SERVICE_CONFIG = Symbol('SERVICE_CONFIG');
export const LOGGER = Symbol('LOGGER');
export const DB = Symbol('DB');
export const PG_POOL = Symbol('PG_POOL');
/**
 * Connections straight to PostgreSQL for session-level advisory locks (housekeeping): the service's
 * pool when no direct URL is set, else a pool of one on it (decision 0312).
 */
export const PG_SESSION_POOL = Symbol('PG_SESSION_POOL');
export const MESSAGE_BUS = Symbol('MESSAGE_BUS');
/** The service's TransactionContext (decision 0011). */
export const TRANSACTIONS = Symbol('TRANSACTIONS');
