import { Injectable } from '@nestjs/common';
import type { CatalogCommands, RequestOf, ResponseOf } from '@shop/contracts';
import { quoteLine } from './quote-lines';
import { QuoteRepository } from './quote.repository';

/** `catalog.quoteLines`: one answer line per asked line, in the order asked. */
@Injectable()
export class QuoteService {
  constructor(private readonly repository: QuoteRepository) {}

  async quote({ lines }: RequestOf<typeof CatalogCommands.QuoteLines>): Promise<ResponseOf<typeof CatalogCommands.QuoteLines>> {
    const data = await this.repository.load(lines);
    return { lines: lines.map((l) => quoteLine(l, data)) };
  }
}
