import { Controller, Get, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { subgraphUrl } from '@shop/config';
import { proxyTo } from '../proxy/proxy';
import { ApiRoute } from './openapi/api-route';

/**
 * The staff download of confirmed newsletter subscribers (decision 0800): a CSV file, so it is
 * streamed from identity as it is; identity checks the caller is staff (401/403 otherwise).
 */
@Controller('api/newsletter')
export class NewsletterController {
  private readonly download = proxyTo({ target: () => subgraphUrl('identity'), prefix: '/newsletter/subscribers.csv' });

  @Get('subscribers.csv')
  @ApiRoute({
    tag: 'Newsletter',
    summary: 'Confirmed subscribers as a CSV file (decision 0800)',
    access: 'staff',
    answer: { description: 'The CSV file', content: { 'text/csv': { type: 'string' } } },
    errors: { 403: ['FORBIDDEN'] },
  })
  subscribers(@Req() req: Request, @Res() res: Response): void {
    this.download(req, res, () => undefined);
  }
}
