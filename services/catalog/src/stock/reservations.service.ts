import { Inject, Injectable } from '@nestjs/common';
import { CatalogEvents, type CatalogCommands, type RequestOf, type ResponseOf } from '@shop/contracts';
import type { Logger } from '@shop/config';
import { eventStamp } from '@shop/messaging';
import { DomainError, isUuid, LOGGER, TRANSACTIONS } from '@shop/platform';
import type { Transactions } from '../db/database';
import { enqueueStockChanges } from './stock-events';
import { sumLines } from './stock-lines';
import { QuoteService } from './quote.service';
import { quoteLine } from './quote-lines';
import { quoteDataOf, quotedIds } from './quote.repository';
import { ReservationsRepository, shortLineOf, type ReserveOutcome } from './reservations.repository';
import { stockRefusals } from './stock-metrics';
import { StockRepository, type Shortage, type StockChange } from './stock.repository';
import type { ReservationStatus, ReservedLine } from './stock.schema';

type ReserveAnswer = ResponseOf<typeof CatalogCommands.ReserveStock>;

const MAX_ATTEMPTS = 3;

/** What a reservation's StockChanged events carry besides their payloads. */
const stockReserved = () => ({ ...eventStamp(CatalogEvents.StockChanged), reason: 'order-reserved' });

/** A line whose ids are not uuids names nothing here. */
const namesNothing = (l: { productId: string; variantId: string | null }): boolean => !isUuid(l.productId) || (l.variantId !== null && !isUuid(l.variantId));

/** Why a reservation is given back. */
export type ReleaseReason = 'command' | 'cancelled' | 'expired';

/**
 * Stock held for orders (architecture §7; decision 0601):
 * reserve all or nothing, confirm on OrderPlaced, release exactly once. Each is one short
 * transaction of conditional statements (a reservation is one call of `catalog_reserve`);
 * nothing waits on the network while it holds a lock.
 */
@Injectable()
export class ReservationsService {
  constructor(
    private readonly reservations: ReservationsRepository,
    private readonly stock: StockRepository,
    private readonly quotes: QuoteService,
    @Inject(TRANSACTIONS) private readonly tx: Transactions,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** `catalog.reserveStock`: idempotent by order id; a shortage takes nothing and says what is left. */
  async reserve({ orderId, lines }: RequestOf<typeof CatalogCommands.ReserveStock>): Promise<ReserveAnswer> {
    const summed = sumLines(lines);
    // An id that is no uuid names nothing here: that line is short, and nothing is claimed.
    const unknown = summed.findIndex(namesNothing);
    if (unknown >= 0) return { ok: false, shortages: await this.shortagesFrom(summed, unknown) };
    return this.answer(orderId, summed, await this.taking((event) => this.reservations.reserve(orderId, summed, event)));
  }

  /**
   * `catalog.quoteAndReserve`, placement's one request-reply (decision 0613): the lines quoted and
   * reserved as `reserve` does in one call of `catalog_quote_reserve`, nothing taken unless every
   * line is on sale.
   */
  async quoteAndReserve(request: RequestOf<typeof CatalogCommands.QuoteAndReserve>): Promise<ResponseOf<typeof CatalogCommands.QuoteAndReserve>> {
    const asked = request.lines.map(({ productId, variantId }) => ({ productId, variantId }));
    const summed = sumLines(request.lines);
    // An id that is no uuid names nothing: its line is quoted as not on sale, and nothing is claimed.
    if (summed.some(namesNothing)) return { ...(await this.quotes.quote({ lines: asked })), reserved: false, shortages: [] };
    const { quote, reserve } = await this.taking((event) => this.reservations.quoteAndReserve(request.orderId, summed, event, quotedIds(asked)));
    const data = quoteDataOf(quote);
    const lines = asked.map((l) => quoteLine(l, data));
    if (lines.some((l) => !l.available)) {
      // A line not on sale is never taken, unless its product was shown again between the quote and
      // the take (the same call, two statements): then what was taken goes back at once.
      if (reserve.outcome === 'taken') await this.release(request.orderId, 'command');
      return { lines, reserved: false, shortages: [] };
    }
    const reserved = await this.answer(request.orderId, summed, reserve);
    return { lines, reserved: reserved.ok, shortages: reserved.ok ? [] : reserved.shortages };
  }

  /**
   * What a reservation call's outcome answers. A shortage that is none (stock given back between
   * the failed call and the read of what is left) is tried again rather than refused.
   */
  private async answer(orderId: string, summed: ReservedLine[], first: ReserveOutcome): Promise<ReserveAnswer> {
    let result = first;
    for (let attempt = 1; ; attempt++) {
      if (result.outcome === 'taken') return { ok: true };
      if (result.outcome === 'existing') {
        if (result.status === 'released' && result.releaseReason === 'cancelled')
          throw new DomainError('RESERVATION_CANCELLED', `the order ${orderId} was cancelled; its stock is not reserved again`, 409);
        return { ok: true }; // already reserved (or confirmed) by an earlier call: nothing is taken twice
      }
      const shortages = await this.shortagesFrom(summed, result.line);
      const real = shortages.some((s) => s.available < s.requested);
      if (real || attempt === MAX_ATTEMPTS) {
        stockRefusals.add({});
        return { ok: false, shortages };
      }
      result = await this.taking((event) => this.reservations.reserve(orderId, summed, event));
    }
  }

  /**
   * A reservation's one statement, its own transaction (no BEGIN and COMMIT round trips, decision
   * 0613): the StockChanged rows it writes wake the relay once it has returned.
   */
  private taking<T>(reserve: (event: ReturnType<typeof stockReserved>) => Promise<T>): Promise<T> {
    return this.tx.oneStatement(() => reserve(stockReserved()));
  }

  /** `catalog.releaseStock` and `orders.OrderCancelled`: the stock goes back once; later calls answer false. */
  async release(orderId: string, reason: ReleaseReason): Promise<boolean> {
    return this.tx.transactional(() => this.releaseIn(orderId, reason, ['reserved', 'confirmed']));
  }

  /** Gives back in the caller's transaction (an event handler's, with its inbox row). */
  async releaseIn(orderId: string, reason: ReleaseReason, from: ReservationStatus[], createdBefore?: Date): Promise<boolean> {
    const lines = await this.reservations.markReleased(orderId, reason, from, createdBefore);
    if (!lines) return false;
    const changes: StockChange[] = [];
    for (const line of lines) {
      const change = await this.stock.giveBack(line);
      if (change) changes.push(change);
    }
    await enqueueStockChanges(this.tx.current(), changes, 'order-released');
    this.logger.info({ orderId, reason, lines: lines.length }, 'stock reservation released');
    return true;
  }

  /** `orders.OrderCancelled`: the stock goes back once, and the order is never reserved again. */
  async cancelIn(orderId: string): Promise<void> {
    if (!(await this.releaseIn(orderId, 'cancelled', ['reserved', 'confirmed']))) await this.reservations.markCancelled(orderId);
  }

  /**
   * `orders.OrderPlaced` for the orders of a batch: the order exists, so its reservation no longer
   * times out. Confirms every waiting reservation in one statement; answers the orders whose
   * reservation was not waiting, for `reconfirmIn`.
   */
  async confirmAllIn(orderIds: string[]): Promise<Set<string>> {
    const confirmed = await this.reservations.markAllConfirmed(orderIds);
    return new Set(orderIds.filter((id) => !confirmed.has(id)));
  }

  /** An order `confirmAllIn` did not confirm: its reservation was given back, or is not here. */
  async reconfirmIn(orderId: string): Promise<void> {
    // The order exists although its reservation was given back (it expired first): take the stock
    // again if it is still there. In a savepoint, so that without the stock the reservation stays
    // released rather than confirmed with nothing held (a later release would give back too much).
    const taking: { lines?: ReservedLine[] } = {};
    try {
      await this.tx.savepoint(async () => {
        taking.lines = (await this.reservations.reconfirmReleased(orderId)) ?? undefined;
        if (!taking.lines) return; // already confirmed, cancelled, or never reserved here
        await this.reservations.takeLines(taking.lines, stockReserved());
        this.logger.warn({ orderId }, 'order placed after its reservation was released; stock taken again');
      });
    } catch (err) {
      const short = shortLineOf(err);
      if (short === undefined || !taking.lines) throw err;
      const shortages = await this.shortagesFrom(taking.lines, short);
      this.logger.error({ orderId, shortages }, 'order placed after its reservation was released, and the stock is gone');
    }
  }

  /** The sweeper: a reservation no OrderPlaced confirmed in time is given back (never a confirmed one). */
  async releaseExpired(before: Date, limit: number): Promise<number> {
    let released = 0;
    for (const orderId of await this.reservations.waitingSince(before, limit)) {
      if (await this.tx.transactional(() => this.releaseIn(orderId, 'expired', ['reserved'], before))) released++;
    }
    return released;
  }

  /** What is left of the line that could not be taken, and of each later line that is short too. */
  private async shortagesFrom(lines: ReservedLine[], first: number): Promise<Shortage[]> {
    const shortages = [await this.stock.shortage(lines[first])];
    for (const line of lines.slice(first + 1)) {
      const shortage = await this.stock.shortage(line);
      if (shortage.available < shortage.requested) shortages.push(shortage);
    }
    return shortages;
  }
}
