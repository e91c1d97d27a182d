export * from './define-command';
export * as CatalogCommands from './catalog';
export * as PaymentCommands from './payments';
