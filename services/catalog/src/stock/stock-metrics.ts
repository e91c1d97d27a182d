import { shopCounter } from '@shop/config';

/** Reservations refused for stock: the whole order is refused, nothing is taken (decision 0601). */
export const stockRefusals = shopCounter('shop_stock_refusals_total', 'Stock reservations refused because a line had less stock than asked', {});
