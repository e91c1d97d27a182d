import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** orders' own copy of who registered (from identity.UserRegistered), for checkout and statistics. */
export const customers = pgTable('customers', {
  id: uuid('id').primaryKey(),
  email: text('email').notNull(),
  name: text('name').notNull(),
  role: text('role').notNull(),
  registeredAt: timestamp('registered_at', { withTimezone: true }).notNull(),
});
