import { Inject, Injectable } from '@nestjs/common';
import { CatalogCommands, type ResponseOf } from '@shop/contracts';
import { CommandFailedError, CommandTimeoutError, type MessageBus } from '@shop/messaging';
import type { Logger } from '@shop/config';
import { LOGGER, MESSAGE_BUS } from '@shop/platform';
import { OrdersErrors } from '../common/errors';

export type QuotedLine = ResponseOf<typeof CatalogCommands.QuoteLines>['lines'][number];
export type QuoteAndReserveAnswer = ResponseOf<typeof CatalogCommands.QuoteAndReserve>;
export interface LineKey {
  productId: string;
  variantId: string | null;
}

// How long orders waits for the catalog. Long enough for a loaded machine, short enough that a
// customer is told within seconds that the catalog is away (decision 0611).
const timeoutMs = (): number => Number(process.env.ORDERS_CATALOG_TIMEOUT_MS ?? 8000);

const keyOf = (l: LineKey): string => `${l.productId}|${l.variantId ?? ''}`;

/** orders' side of the catalog commands (ARCHITECTURE "Order placement", steps 2 and 4). */
@Injectable()
export class CatalogClient {
  constructor(
    @Inject(MESSAGE_BUS) private readonly bus: MessageBus,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** Current name, price, image and stock of each line, keyed `productId|variantId`. */
  async quote(lines: LineKey[]): Promise<Map<string, QuotedLine>> {
    const unique = [...new Map(lines.map((l) => [keyOf(l), { productId: l.productId, variantId: l.variantId }])).values()];
    const out = new Map<string, QuotedLine>();
    if (unique.length === 0) return out;
    const answer = await this.call(() => this.bus.request(CatalogCommands.QuoteLines, { lines: unique }, { timeoutMs: timeoutMs() }));
    for (const line of answer.lines) out.set(keyOf(line), line);
    return out;
  }

  /**
   * Quotes the lines and, when every one is on sale, reserves them for the order, in one
   * request-reply (steps 2 and 4). The quotes are keyed like `quote`'s.
   */
  async quoteAndReserve(
    orderId: string,
    lines: { productId: string; variantId: string | null; quantity: number }[],
  ): Promise<{ quotes: Map<string, QuotedLine>; reserved: boolean; shortages: QuoteAndReserveAnswer['shortages'] }> {
    const answer = await this.call(() => this.bus.request(CatalogCommands.QuoteAndReserve, { orderId, lines }, { timeoutMs: timeoutMs() }));
    return { quotes: new Map(answer.lines.map((l) => [keyOf(l), l])), reserved: answer.reserved, shortages: answer.shortages };
  }

  /**
   * Gives a reservation back. Best effort: when the catalog does not answer, its reservation
   * timeout releases what no `OrderPlaced` confirmed, so nothing stays held for good.
   */
  async release(orderId: string): Promise<void> {
    try {
      await this.bus.request(CatalogCommands.ReleaseStock, { orderId }, { timeoutMs: timeoutMs() });
    } catch (err) {
      this.logger.warn({ orderId, err }, 'could not release the reservation now; the catalog releases it after its timeout');
    }
  }

  private async call<T>(send: () => Promise<T>): Promise<T> {
    try {
      return await send();
    } catch (err) {
      if (err instanceof CommandTimeoutError || (err instanceof Error && /message bus is not running/.test(err.message))) {
        this.logger.warn({ err }, 'catalog did not answer');
        throw OrdersErrors.catalogUnavailable();
      }
      if (err instanceof CommandFailedError) {
        // The catalog answered with an error of its own: nothing was taken (its commands are all
        // or nothing), and the customer is told to try again rather than shown a 500.
        this.logger.error({ err }, 'catalog failed a command');
        throw OrdersErrors.catalogFailed();
      }
      throw err;
    }
  }
}

export const lineKey = keyOf;
