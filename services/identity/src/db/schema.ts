// Every table of the identity database; drizzle-kit generates the migrations from this file.
export { users, externalIdentities } from '../users/users.schema';
export { addresses } from '../addresses/addresses.schema';
export { passwordResets } from '../password-reset/password-resets.schema';
export { newsletterSubscriptions } from '../newsletter/newsletter.schema';
export { outbox, inbox } from '@shop/messaging';
