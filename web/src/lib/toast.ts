import type { NotificationInstance } from 'antd/es/notification/interface';

// One toast API for the whole app (spec §1: top-right, closing after 3000 ms). It is a plain
// module so hooks and callbacks can call it; <ToastHost> mounts antd's notification holder inside
// the providers (so toasts get the theme and locale) and hands it over here.

type Kind = 'success' | 'error' | 'info' | 'warning';

let api: NotificationInstance | null = null;
const waiting: [Kind, string][] = [];

function show(kind: Kind, text: string): void {
  if (!api) {
    waiting.push([kind, text]);
    return;
  }
  // An error must be announced at once; the rest can wait for the screen reader to finish.
  api[kind]({ title: text, role: kind === 'error' ? 'alert' : 'status' });
}

export const toast = {
  success: (text: string) => show('success', text),
  error: (text: string) => show('error', text),
  info: (text: string) => show('info', text),
  warning: (text: string) => show('warning', text),
};

/** Called by <ToastHost>; toasts raised before it mounted are shown now. */
export function attachToasts(instance: NotificationInstance | null): void {
  api = instance;
  if (!api) return;
  for (const [kind, text] of waiting.splice(0)) show(kind, text);
}

export const TOAST_CONFIG = { placement: 'topRight', duration: 3 } as const;
