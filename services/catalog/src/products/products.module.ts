import { Module } from '@nestjs/common';
import { ImagesModule } from '../images/images.module';
import { ListingFacetsRepository } from './listing-facets.repository';
import { ListingSummaries } from './listing-summaries';
import { ProductReadsController } from './product-reads.controller';
import { ProductsRepository } from './products.repository';
import { ProductsResolver } from './products.resolver';
import { ProductsService } from './products.service';
import { SearchWordsRepository } from './search-words.repository';
import { StaleSearchWordsJob } from './stale-search-words.job';
import { SuggestionIndexRepository } from './suggestion-index.repository';
import { SuggestionsService } from './suggestions.service';

/** Products: the listing and search shoppers use, the product detail, and staff product writes. */
@Module({
  imports: [ImagesModule],
  controllers: [ProductReadsController],
  providers: [
    ProductsRepository,
    SearchWordsRepository,
    StaleSearchWordsJob,
    ListingFacetsRepository,
    ListingSummaries,
    SuggestionIndexRepository,
    SuggestionsService,
    ProductsService,
    ProductsResolver,
  ],
  exports: [ProductsRepository, ProductsService, ListingSummaries],
})
export class ProductsModule {}
