export * from './validation';
export * from './events';
