export * from './database';
export * from './wait';
export * from './use-started';
export * from './chromium';
export * from './mail';
export * from './raw-http';
export * from './redis-server';
export * from './metrics';
