export * from './database';
export * from './wait';
export * from './mail';
export * from './raw-http';
export * from './redis-server';
export * from './metrics';
