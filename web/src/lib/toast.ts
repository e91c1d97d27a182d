import type { NotificationInstance } from 'antd/es/notification/interface';

// One toast API for the whole app (product §1: top-right, closing after 3000 ms). It is a plain
// module so hooks and callbacks can call it; <ToastHost> mounts antd's notification holder inside
// the providers (so toasts get the theme and locale) and hands it over here.

type Kind = 'success' | 'error' | 'info' | 'warning';
/** Where a toast shows: top right by default; `bottom` where the top of the page holds what must stay readable. */
export interface ToastOptions {
  placement?: 'topRight' | 'bottom';
  /** A toast with the same key replaces the one still shown (a coupon applied after a refusal). */
  key?: string;
}

let api: NotificationInstance | null = null;
const waiting: [Kind, string, ToastOptions][] = [];
let wanted: (() => void) | null = null;

function show(kind: Kind, text: string, options: ToastOptions = {}): void {
  if (!api) {
    waiting.push([kind, text, options]);
    wanted?.();
    return;
  }
  // An error must be announced at once; the rest can wait for the screen reader to finish.
  api[kind]({
    title: text,
    role: kind === 'error' ? 'alert' : 'status',
    ...(options.placement ? { placement: options.placement } : {}),
    ...(options.key ? { key: options.key } : {}),
  });
}

export const toast = {
  success: (text: string, options?: ToastOptions) => show('success', text, options),
  error: (text: string, options?: ToastOptions) => show('error', text, options),
  info: (text: string, options?: ToastOptions) => show('info', text, options),
  warning: (text: string, options?: ToastOptions) => show('warning', text, options),
};

/**
 * antd's notification code loads with the first toast, not with the page (it is a tenth of the
 * storefront's first load): <ToastHost> registers here and mounts the real holder when asked.
 */
export function whenToastWanted(callback: () => void): () => void {
  if (waiting.length > 0) callback();
  wanted = callback;
  return () => {
    if (wanted === callback) wanted = null;
  };
}

/** Called by the notification holder; toasts raised before it mounted are shown now. */
export function attachToasts(instance: NotificationInstance | null): void {
  api = instance;
  if (!api) return;
  for (const [kind, text, options] of waiting.splice(0)) show(kind, text, options);
}

// top: just below the 64 px sticky header, so a toast never covers the cart, the user menu or the search.
export const TOAST_CONFIG = { placement: 'topRight', duration: 3, top: 76 } as const;
