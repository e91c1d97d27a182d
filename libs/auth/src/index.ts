export * from './keys';
export * from './tokens';
export * from './revocations';
export * from './decorators';
export * from './request';
export * from './token-verifier';
export * from './auth.guard';
export * from './auth.module';
