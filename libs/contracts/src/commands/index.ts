export * from './define-command';
