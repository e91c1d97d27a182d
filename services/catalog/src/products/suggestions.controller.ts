import { Controller, Get, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import type { SearchSuggestionsModel } from './product.model';
import { SuggestionsService } from './suggestions.service';

/** What the gateway's REST route passes on of the shopper's text (it cuts at the same length). */
const MAX_TEXT = 100;

/**
 * The JSON text of `searchSuggestions { products { id name price } categories { id name slug } }`:
 * the fields and order of the gateway's REST operation, so the REST answer stays the GraphQL one
 * (`suggestions.int-spec.ts` compares them).
 */
export function suggestionsJson(answer: SearchSuggestionsModel): string {
  return JSON.stringify({
    products: answer.products.map(({ id, name, price }) => ({ id, name, price })),
    categories: answer.categories.map(({ id, name, slug }) => ({ id, name, slug })),
  });
}

/** `limit` as the query string gives it: an integer, or nothing (the service bounds it to 1..10). */
function queryLimit(raw: unknown): number | undefined {
  return typeof raw === 'string' && /^\d{1,4}$/.test(raw) ? Number(raw) : undefined;
}

/**
 * Suggestions for the gateway's REST route, without a GraphQL execution (decision 0206): at every
 * key press the request pipeline and the execution of Apollo were a quarter of the catalog's CPU
 * of a suggestion, for an answer of three fixed fields. Public, as `searchSuggestions` is; only
 * the gateway reaches this port.
 */
@Controller('products')
export class SuggestionsController {
  constructor(private readonly suggestions: SuggestionsService) {}

  @Get('suggestions')
  async suggest(@Query('q') q: unknown, @Query('limit') limit: unknown, @Res() res: Response): Promise<void> {
    const answer = await this.suggestions.suggest(typeof q === 'string' ? q.slice(0, MAX_TEXT) : '', queryLimit(limit));
    // The text as it is, for the gateway to wrap (no ETag: a service's answers have none, see bootstrap).
    res.setHeader('content-type', 'application/json; charset=utf-8');
    res.end(suggestionsJson(answer));
  }
}
