export { categories } from '../categories/categories.schema';
export { products, variants } from '../products/products.schema';
export { searchWords } from '../products/search-words.schema';
export { productImages } from '../images/images.schema';
export { reviews } from '../reviews/reviews.schema';
export { stockReservations } from '../stock/stock.schema';
export { countedOrders } from '../sales/sales.schema';
export { outbox, inbox } from '@shop/messaging';
