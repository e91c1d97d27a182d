import type { ServiceName } from '@shop/config';

/**
 * Paths the gateway streams to a service as they are, before any JSON parsing (binary images,
 * raw bank webhooks). Read by main.ts to mount them and by the robustness tier to fuzz them.
 */
export const PROXIED_ROUTES: readonly { mount: string; service: ServiceName; prefix: string; methods: readonly string[] }[] = [
  { mount: '/images', service: 'catalog', prefix: '/images', methods: ['GET'] },
  { mount: '/api/payments/webhooks', service: 'payments', prefix: '/webhooks', methods: ['POST'] },
];
