export * from './envelope';
export * as IdentityEvents from './identity';
export * as CatalogEvents from './catalog';
export * as OrderEvents from './orders';
export * as PaymentEvents from './payments';
