export { DURATION_BUCKETS, observeRequest, requestMetrics, routeLabel } from './http-metrics';
export { shopHistogram, type ShopHistogram } from './shop-histogram';
