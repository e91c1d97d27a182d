export * from './validation';
export * from './sepay-transaction';
export * from './shipping-fee';
export * from './money';
export * from './order-labels';
export * from './carriers';
export * from './events';
export * from './commands';
