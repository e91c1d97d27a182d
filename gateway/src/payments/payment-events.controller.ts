import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { TokenVerifier, bearerToken } from '@shop/auth';
import { envInt } from '@shop/config';
import { isStaff } from '@shop/contracts';
import { DomainError, serviceUnavailable, unauthenticated } from '@shop/platform';
import { GatewayExecutor } from '../graphql/gateway-executor';
import { ApiRoute } from '../rest/openapi/api-route';
import { PaymentEventsHub, type PaymentStatusEvent } from './payment-events';

const STATUS = `query OrderPaymentStatus($orderId: ID!) { orderPaymentStatus(orderId: $orderId) { orderId paymentStatus isPaid } }`;

/** A comment line now and then keeps proxies and load balancers from closing a quiet stream. */
const HEARTBEAT_MS = envInt('PAYMENT_EVENTS_HEARTBEAT_MS', 15_000);
/** A QR order is held 30 minutes (decision 0700); a stream never outlives that by much, the page reconnects. */
const MAX_STREAM_MS = envInt('PAYMENT_EVENTS_MAX_MS', 35 * 60_000);

const frame = (event: PaymentStatusEvent): string => `data: ${JSON.stringify(event)}\n\n`;

/**
 * GET /api/orders/{id}/payment-events: server-sent events of the order's payment status for the
 * QR page (decision 0710). Only the customer who placed the order gets a stream: the token is
 * checked here, staff are refused, and payments' `orderPaymentStatus` answers 404 for anyone
 * else's order before a byte of the stream is sent. The first event is the status now, so a page
 * that (re)connects after the payment moves on at once; then one event per change.
 */
@Controller('api/orders/:id')
export class PaymentEventsController {
  constructor(
    private readonly gql: GatewayExecutor,
    private readonly verifier: TokenVerifier,
    private readonly hub: PaymentEventsHub,
  ) {}

  @Get('payment-events')
  @ApiRoute({
    tag: 'Orders',
    summary: 'Server-sent events of the order’s payment status, for its customer (the QR page)',
    description:
      'A `text/event-stream`: `retry: 2000`, then one `data:` line of JSON `{ orderId, paymentStatus, isPaid }` with the status now and one per change, and a comment line every 15 s. Staff are refused (403); another customer’s order is 404; 503 when this replica cannot hear payments (poll `GET /api/orders/{id}/payment-status` instead).',
    access: 'customer',
    answer: { description: 'The event stream', content: { 'text/event-stream': { type: 'string' } } },
    errors: { 404: ['NOT_FOUND'], 503: ['SERVICE_UNAVAILABLE'] },
  })
  async stream(@Req() req: Request, @Res() res: Response, @Param('id') orderId: string): Promise<void> {
    const token = bearerToken(req as never);
    if (!token) throw unauthenticated();
    const user = await this.verifier.authenticate(token);
    if (isStaff(user.role)) throw new DomainError('FORBIDDEN', 'Chỉ người đặt đơn hàng được theo dõi thanh toán của đơn', 403);
    // Without the broker this replica could miss the payment: the page polls instead.
    if (!this.hub.isLive()) throw serviceUnavailable();

    // Listening starts before the status is read, so a payment between the two is not lost;
    // what arrives meanwhile waits in `early`, and a close meanwhile (the broker lost) in `closed`.
    const early: PaymentStatusEvent[] = [];
    let closed = false;
    let send: (event: PaymentStatusEvent) => void = (event) => early.push(event);
    let close: () => void = () => {
      closed = true;
    };
    const unwatch = this.hub.watch(orderId, { send: (e) => send(e), close: () => close() });
    let now: PaymentStatusEvent;
    try {
      now = (await this.gql.execute<{ orderPaymentStatus: PaymentStatusEvent }>(req, STATUS, { orderId })).orderPaymentStatus;
    } catch (err) {
      unwatch();
      throw err;
    }
    if (closed) throw serviceUnavailable();
    // The page went away while the status was read: nothing to open.
    if (req.destroyed || res.destroyed) return unwatch();

    res.status(200);
    // no-transform: the compression middleware leaves the stream alone, so each event leaves at once.
    res.set({ 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-cache, no-transform', 'X-Accel-Buffering': 'no' });
    res.flushHeaders();
    res.write(`retry: 2000\n\n${frame(now)}`);
    const heartbeat = setInterval(() => res.write(': keep-alive\n\n'), HEARTBEAT_MS);
    const end = () => {
      clearInterval(heartbeat);
      clearTimeout(limit);
      unwatch();
      if (!res.writableEnded) res.end();
    };
    const limit = setTimeout(end, MAX_STREAM_MS);
    send = (event) => void res.write(frame(event));
    close = end;
    for (const event of early) send(event);
    res.on('close', end);
  }
}
