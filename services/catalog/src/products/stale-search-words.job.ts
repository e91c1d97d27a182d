import { Injectable, type OnModuleInit } from '@nestjs/common';
import { Housekeeping } from '@shop/platform';
import { SearchWordsRepository } from './search-words.repository';

/**
 * Hourly, the words of `search_words` no product has any more (decisions 0205, 0420): the triggers
 * only add words, so a deleted or renamed product's words stayed, and a misspelt search could be
 * read as one of them and find nothing.
 */
@Injectable()
export class StaleSearchWordsJob implements OnModuleInit {
  static readonly jobName = 'stale-search-words';

  constructor(
    private readonly housekeeping: Housekeeping,
    private readonly words: SearchWordsRepository,
  ) {}

  onModuleInit(): void {
    this.housekeeping.register({ name: StaleSearchWordsJob.jobName, everyMs: 60 * 60_000, run: () => this.words.removeStale() });
  }
}
