import { Inject, Injectable } from '@nestjs/common';
import { CatalogCommands, type ResponseOf } from '@shop/contracts';
import { HANDLER_UNAVAILABLE, CommandFailedError, CommandTimeoutError, CommandUnavailableError, type MessageBus } from '@shop/messaging';
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
// Quotes remembered per replica for the cart to show while the catalog cannot be asked.
const LAST_QUOTES = 10_000;

/** orders' side of the catalog commands (architecture §7: quote and reserve). */
@Injectable()
export class CatalogClient {
  constructor(
    @Inject(MESSAGE_BUS) private readonly bus: MessageBus,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** The last quote this replica heard for each line, oldest out first (see `quote`'s `orLastKnown`). */
  private readonly lastQuotes = new Map<string, QuotedLine>();

  /**
   * Current name, price, image and stock of each line, keyed `productId|variantId`. With
   * `orLastKnown`, for what only shows them (the cart), a catalog that cannot be asked (RabbitMQ
   * down, no answer in time) gives the last quotes this replica heard instead, and a line it never
   * heard of is left out (decision 0407).
   */
  async quote(lines: LineKey[], { orLastKnown = false } = {}): Promise<Map<string, QuotedLine>> {
    const unique = [...new Map(lines.map((l) => [keyOf(l), { productId: l.productId, variantId: l.variantId }])).values()];
    const out = new Map<string, QuotedLine>();
    if (unique.length === 0) return out;
    const lastKnown = () => ({ lines: unique.flatMap((l) => this.lastQuotes.get(keyOf(l)) ?? []) });
    const send = () => this.bus.request(CatalogCommands.QuoteLines, { lines: unique }, { timeoutMs: timeoutMs() });
    const answer = await this.call(send, orLastKnown ? lastKnown : undefined);
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

  /** One command to the catalog: its answer's quotes are remembered; `whenAway` answers when the catalog cannot be asked. */
  private async call<T extends { lines: QuotedLine[] }>(send: () => Promise<T>, whenAway?: () => T): Promise<T> {
    try {
      const answer = await send();
      this.remember(answer.lines);
      return answer;
    } catch (err) {
      // The catalog answered that its database cannot be reached: nothing was taken, as when it cannot be asked.
      const databaseAway = err instanceof CommandFailedError && err.code === HANDLER_UNAVAILABLE;
      const away = databaseAway || err instanceof CommandUnavailableError || err instanceof CommandTimeoutError;
      if (away && whenAway) {
        this.logger.warn({ err }, 'catalog cannot be asked; showing the last quotes heard');
        return whenAway();
      }
      if (databaseAway) {
        this.logger.warn({ err }, 'catalog cannot answer: its database is unreachable');
        throw OrdersErrors.serviceUnavailable();
      }
      if (err instanceof CommandUnavailableError) {
        // Nothing was asked, or the connection dropped before the answer: fail now, not after the timeout.
        this.logger.warn({ err }, 'catalog cannot be asked: RabbitMQ is down');
        throw OrdersErrors.serviceUnavailable();
      }
      if (err instanceof CommandTimeoutError) {
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

  private remember(lines: QuotedLine[]): void {
    for (const line of lines) {
      this.lastQuotes.delete(keyOf(line));
      this.lastQuotes.set(keyOf(line), line);
    }
    for (const key of this.lastQuotes.keys()) {
      if (this.lastQuotes.size <= LAST_QUOTES) break;
      this.lastQuotes.delete(key);
    }
  }
}

export const lineKey = keyOf;
