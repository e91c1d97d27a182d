import { Controller, Get, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { subgraphUrl } from '@shop/config';
import { proxyTo } from '../proxy/proxy';

/**
 * The staff download of confirmed newsletter subscribers (decision 0800): a CSV file, so it is
 * streamed from identity as it is; identity checks the caller is staff (401/403 otherwise).
 */
@Controller('api/newsletter')
export class NewsletterController {
  private readonly download = proxyTo({ target: () => subgraphUrl('identity'), prefix: '/newsletter/subscribers.csv' });

  @Get('subscribers.csv')
  subscribers(@Req() req: Request, @Res() res: Response): void {
    this.download(req, res, () => undefined);
  }
}
