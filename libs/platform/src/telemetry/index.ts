export { observeRequest, requestMetrics, routeLabel } from './http-metrics';
