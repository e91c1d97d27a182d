import { Module } from '@nestjs/common';
import { ProductsModule } from '../products/products.module';
import { StockRepository } from '../stock/stock.repository';
import { StockSheetRepository } from './stock-sheet.repository';
import { StockSheetResolver } from './stock-sheet.resolver';
import { StockSheetService } from './stock-sheet.service';

/** The stock and price sheet out to Excel and back (decision 0522). */
@Module({
  imports: [ProductsModule],
  providers: [StockSheetRepository, StockRepository, StockSheetService, StockSheetResolver],
})
export class StockSheetModule {}
