export * from './env';
export * from './context';
export * from './logger';
export * from './trace-context';
