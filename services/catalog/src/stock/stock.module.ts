import { Module } from '@nestjs/common';
import { ProductsModule } from '../products/products.module';
import { QuoteRepository } from './quote.repository';
import { QuoteService } from './quote.service';
import { ReservationsRepository } from './reservations.repository';
import { ReservationTimeoutJob } from './reservation-timeout.job';
import { ReservationsService } from './reservations.service';
import { StockRepository } from './stock.repository';
import { StockResolver } from './stock.resolver';
import { StockService } from './stock.service';

/**
 * Stock: staff stock and the inventory, `catalog.StockChanged`, and the stock orders
 * take: quotes, reservations, their confirmation, release and timeout (decision 0601).
 */
@Module({
  imports: [ProductsModule],
  providers: [StockRepository, ReservationsRepository, StockService, StockResolver, QuoteRepository, QuoteService, ReservationsService, ReservationTimeoutJob],
  exports: [QuoteService, ReservationsService],
})
export class StockModule {}
