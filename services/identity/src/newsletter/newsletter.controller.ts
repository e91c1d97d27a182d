import { Controller, Get, Res } from '@nestjs/common';
import type { Response } from 'express';
import { Permitted } from '@shop/auth';
import { CSV_START, subscriberLine } from './newsletter-csv';
import { NewsletterService } from './newsletter.service';

/**
 * The staff download of confirmed subscribers (decision 0800), proxied by the gateway at
 * `GET /api/newsletter/subscribers.csv`. identity checks the role itself (admin only: an export of
 * customers' e-mails, decision 0430), whatever the gateway did; the list is streamed a page at a time.
 */
@Controller('newsletter')
export class NewsletterController {
  constructor(private readonly newsletter: NewsletterService) {}

  @Get('subscribers.csv')
  @Permitted('customers')
  async subscribers(@Res() res: Response): Promise<void> {
    const pages = this.newsletter.confirmed();
    const first = await pages.next();
    res.status(200);
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="ban-tin-tui-viet-${new Date().toISOString().slice(0, 10)}.csv"`);
    res.setHeader('Cache-Control', 'no-store');
    res.write(CSV_START);
    if (!first.done) {
      res.write(first.value.map(subscriberLine).join(''));
      for await (const page of pages) res.write(page.map(subscriberLine).join(''));
    }
    res.end();
  }
}
