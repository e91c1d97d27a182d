/** Injection tokens provided by PlatformModule. */
export const SERVICE_CONFIG = Symbol('SERVICE_CONFIG');
export const LOGGER = Symbol('LOGGER');
export const DB = Symbol('DB');
export const PG_POOL = Symbol('PG_POOL');
export const MESSAGE_BUS = Symbol('MESSAGE_BUS');
/** The service's TransactionContext (decision 0011). */
export const TRANSACTIONS = Symbol('TRANSACTIONS');
