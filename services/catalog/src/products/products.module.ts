import { Module } from '@nestjs/common';
import { ImagesModule } from '../images/images.module';
import { ListingFacetsRepository } from './listing-facets.repository';
import { ListingSummaries } from './listing-summaries';
import { ProductsRepository } from './products.repository';
import { ProductsResolver } from './products.resolver';
import { ProductsService } from './products.service';
import { SearchWordsRepository } from './search-words.repository';

/** Products: the listing and search shoppers use, the product detail, and staff product writes. */
@Module({
  imports: [ImagesModule],
  providers: [ProductsRepository, SearchWordsRepository, ListingFacetsRepository, ListingSummaries, ProductsService, ProductsResolver],
  exports: [ProductsRepository, ProductsService, ListingSummaries],
})
export class ProductsModule {}
