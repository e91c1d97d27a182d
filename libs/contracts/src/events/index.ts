export * from './envelope';
export * as IdentityEvents from './identity';
export * as CatalogEvents from './catalog';
