import { Controller, Get, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { subgraphUrl } from '@shop/config';
import { proxyTo } from '../proxy/proxy';

/**
 * External sign-in (product §15 "browser navigation to the identity provider"): both steps are
 * browser redirects answered by identity, so they are proxied as they are (status, Location,
 * the state cookie). Without a configured provider identity answers 503 'Không thể kết nối đến server'.
 */
@Controller('api/auth/google')
export class OAuthController {
  // Fixed upstream paths; only the query string (state, code) is passed on.
  private readonly start = proxyTo({ target: () => subgraphUrl('identity'), prefix: '/oauth/google' });
  private readonly finish = proxyTo({ target: () => subgraphUrl('identity'), prefix: '/oauth/google/callback' });

  @Get()
  redirectToProvider(@Req() req: Request, @Res() res: Response): void {
    this.start(req, res, () => undefined);
  }

  @Get('callback')
  callback(@Req() req: Request, @Res() res: Response): void {
    this.finish(req, res, () => undefined);
  }
}
