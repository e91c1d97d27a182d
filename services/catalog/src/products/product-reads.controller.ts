import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { CurrentUser, type AuthUser } from '@shop/auth';
import { PRODUCT_DETAIL_FIELDS, PRODUCT_PAGE_FIELDS, SEARCH_SUGGESTION_FIELDS } from '@shop/contracts';
import { DomainError, createValidationPipe } from '@shop/platform';
import { sanitizeDescription } from './description-html';
import { fieldsWriter } from './fields-writer';
import { readListingFilter } from './listing-filter';
import { ProductFilter } from './product.inputs';
import type { ProductModel, ProductPageModel } from './product.model';
import { ProductsService } from './products.service';
import { SuggestionsService } from './suggestions.service';

/** What the gateway's REST route passes on of the shopper's text (it cuts at the same length). */
const MAX_TEXT = 100;

/** `searchSuggestions { … }` as the gateway's REST operation selects it, as text. */
export const suggestionsJson = fieldsWriter(SEARCH_SUGGESTION_FIELDS);
/** `products(filter) { … }` as the gateway's REST operation selects it. */
export const productPageJson = fieldsWriter(PRODUCT_PAGE_FIELDS);
/** `product(id) { … }` as the gateway's REST operation selects it; the description cleaned as its field resolver cleans it. */
export const productDetailJson = fieldsWriter(PRODUCT_DETAIL_FIELDS, { description: (p: ProductModel) => sanitizeDescription(p.description) });

/** `limit` as the query string gives it: an integer, or nothing (the service bounds it to 1..10). */
function queryLimit(raw: unknown): number | undefined {
  return typeof raw === 'string' && /^\d{1,4}$/.test(raw) ? Number(raw) : undefined;
}

/** The shop's validation, as `products(filter:)`'s argument passes through it. */
const validation = createValidationPipe();

const sendJsonText = (res: Response, text: string) => {
  res.setHeader('content-type', 'application/json; charset=utf-8');
  res.end(text);
};

/**
 * The public reads the gateway's REST routes take from the catalog as REST, without a GraphQL
 * execution (decision 0206): a suggestion at every key press, and a product's detail, the most
 * frequent read the gateway's cache misses. Each answers, byte for byte, what its GraphQL field
 * answers to the gateway's selection (`@shop/contracts`); only the gateway reaches this port, and
 * the token it forwards is checked here as for GraphQL (a guest does not see a hidden product).
 */
@Controller('products')
export class ProductReadsController {
  constructor(
    private readonly products: ProductsService,
    private readonly suggestions: SuggestionsService,
  ) {}

  /**
   * A listing page, `filter` its `ProductFilter` as JSON. A filter this read does not take as
   * GraphQL would (`readListingFilter`), or that the shop's validation refuses, is answered 400
   * `NOT_READ` with no body of note: the gateway asks `products(filter:)` instead, whose answer, an
   * error included, is the shop's.
   */
  @Get()
  async list(@Query('filter') text: unknown, @CurrentUser() viewer: AuthUser | undefined, @Res() res: Response): Promise<void> {
    const page = await this.page(text, viewer);
    if (page) sendJsonText(res, productPageJson(page));
    else res.status(400).json({ success: false, code: 'NOT_READ' });
  }

  /** The page for a filter this read takes; undefined for one the validation or the service refuses (GraphQL words those). */
  private async page(text: unknown, viewer: AuthUser | undefined): Promise<ProductPageModel | undefined> {
    const raw = readListingFilter(text);
    if (!raw) return undefined;
    try {
      const filter = (await validation.transform(raw, { type: 'query', metatype: ProductFilter, data: 'filter' })) as ProductFilter;
      return await this.products.list(filter, viewer);
    } catch (err) {
      // A refusal of the shop's own (VALIDATION_FAILED, a DomainError); anything else is the exception filter's.
      if (err instanceof DomainError) return undefined;
      throw err;
    }
  }

  @Get('suggestions')
  async suggest(@Query('q') q: unknown, @Query('limit') limit: unknown, @Res() res: Response): Promise<void> {
    const answer = await this.suggestions.suggest(typeof q === 'string' ? q.slice(0, MAX_TEXT) : '', queryLimit(limit));
    sendJsonText(res, suggestionsJson(answer));
  }

  /** `{"product":…}`, or 404 where `product(id)` answers null (missing, malformed, or hidden from this viewer). */
  @Get(':id')
  async product(@Param('id') id: string, @CurrentUser() viewer: AuthUser | undefined, @Res() res: Response): Promise<void> {
    const product = await this.products.detail(id, viewer);
    if (!product) {
      res.status(404).json({ success: false, message: 'Không tìm thấy sản phẩm', code: 'PRODUCT_NOT_FOUND' });
      return;
    }
    sendJsonText(res, `{"product":${productDetailJson(product)}}`);
  }
}
