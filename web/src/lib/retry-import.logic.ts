import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

// Loading a part of the app on demand while the network or the gateway is away for a moment (a
// phone between cells, a gateway pod replaced) must not break the page (decision 0923): React.lazy
// keeps a failed load for good, so the page would show the error page until reloaded, and its
// effects (the QR page's payment polling) would stop with it. A failed load is tried again after
// 1, 2, 4 and 8 s; only then does the error page show.

/** The waits before each new try: four more tries within 15 s. */
export const IMPORT_RETRY_DELAYS_MS = [1000, 2000, 4000, 8000] as const;

/** `load`, tried again after each of `delays` while it fails; the last failure is the answer. */
export async function retryImport<T>(
  load: () => Promise<T>,
  delays: readonly number[] = IMPORT_RETRY_DELAYS_MS,
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await load();
    } catch (err) {
      if (attempt >= delays.length) throw err;
      console.warn(`[app] could not load a part of the page; trying again in ${delays[attempt] / 1000} s`, err);
      await sleep(delays[attempt]);
    }
  }
}

/** React.lazy with `retryImport`: the component to use instead of `lazy` everywhere in the app. */
export const lazyRetrying = <C extends ComponentType<any>>(load: () => Promise<{ default: C }>): LazyExoticComponent<C> => lazy(() => retryImport(load));
