export { categories } from '../categories/categories.schema';
export { outbox, inbox } from '@shop/messaging';
