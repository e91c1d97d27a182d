export * from './env';
export * from './context';
export * from './logger';
export * from './metrics';
export * from './trace-context';
export * from './production';
