// The QR page's push channel (decision 0710): server-sent events from
// GET /api/orders/{id}/payment-events, read with fetch so the token goes in the Authorization
// header (EventSource cannot send one). The stream's first event is the status now; a stream that
// cannot open or breaks hands over to polling and is tried again a little later.

export interface PushedStatus {
  orderId: string;
  paymentStatus: string;
  isPaid: boolean;
}

/** Splits what arrived into complete events' data; the unfinished tail is returned to keep. */
export function readEvents(buffer: string): { events: PushedStatus[]; rest: string } {
  const events: PushedStatus[] = [];
  const blocks = buffer.replace(/\r\n/g, '\n').split('\n\n');
  const rest = blocks.pop() ?? '';
  for (const block of blocks) {
    const data = block
      .split('\n')
      .filter((line) => line.startsWith('data:'))
      .map((line) => line.slice(5).trimStart())
      .join('\n');
    if (!data) continue;
    try {
      const parsed = JSON.parse(data) as Partial<PushedStatus>;
      if (typeof parsed.orderId === 'string' && typeof parsed.isPaid === 'boolean') events.push(parsed as PushedStatus);
    } catch {
      // not ours: ignored
    }
  }
  return { events, rest };
}

/** Waits before trying the stream again: 2 s, doubling, at most 30 s. */
export const reconnectDelay = (failures: number): number => Math.min(30_000, 2000 * 2 ** Math.max(0, failures - 1));

export interface PushHandlers {
  onStatus(status: PushedStatus): void;
  /** true while the stream is open (polling may rest), false when it is not. */
  onLive(live: boolean): void;
}

/** Follows the order's payment status until `stop()` is called. */
export function watchPayment(orderId: string, token: () => string | null, handlers: PushHandlers): { stop(): void } {
  let stopped = false;
  let failures = 0;
  let controller: AbortController | null = null;
  let retry: ReturnType<typeof setTimeout> | undefined;

  const connect = async (): Promise<void> => {
    controller = new AbortController();
    const auth = token();
    try {
      const res = await fetch(`/api/orders/${encodeURIComponent(orderId)}/payment-events`, {
        headers: { accept: 'text/event-stream', ...(auth ? { authorization: `Bearer ${auth}` } : {}) },
        signal: controller.signal,
      });
      if (!res.ok || !res.body) throw new Error(`payment events: ${res.status}`);
      handlers.onLive(true);
      failures = 0;
      const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        const { events, rest } = readEvents(buffer + value);
        buffer = rest;
        for (const event of events) handlers.onStatus(event);
      }
    } catch (err) {
      if (!stopped) console.warn('[qr] payment events unavailable, polling instead', err);
    }
    if (stopped) return;
    handlers.onLive(false);
    failures += 1;
    retry = setTimeout(() => void connect(), reconnectDelay(failures));
  };

  void connect();
  return {
    stop() {
      stopped = true;
      clearTimeout(retry);
      controller?.abort();
    },
  };
}
