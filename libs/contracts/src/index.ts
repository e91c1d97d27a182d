export * from './validation';
export * from './events';
export * from './commands';
