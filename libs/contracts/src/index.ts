export * from './validation';
export * from './shipping-fee';
export * from './order-labels';
export * from './carriers';
export * from './events';
export * from './commands';
