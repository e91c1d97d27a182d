import { Controller, Get, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { subgraphUrl } from '@shop/config';
import { proxyTo } from '../proxy/proxy';

const queryOf = (req: Request): string => (req.originalUrl.includes('?') ? req.originalUrl.slice(req.originalUrl.indexOf('?')) : '');

/**
 * External sign-in (spec §7 "browser navigation to the identity provider"): both steps are
 * browser redirects answered by identity, so they are proxied as they are (status, Location,
 * the state cookie). Without a configured provider identity answers 503 'Không thể kết nối đến server'.
 */
@Controller('api/auth/google')
export class OAuthController {
  private readonly start = proxyTo({ target: () => subgraphUrl('identity'), rewrite: (req) => `/oauth/google${queryOf(req)}` });
  private readonly finish = proxyTo({ target: () => subgraphUrl('identity'), rewrite: (req) => `/oauth/google/callback${queryOf(req)}` });

  @Get()
  redirectToProvider(@Req() req: Request, @Res() res: Response): void {
    this.start(req, res, () => undefined);
  }

  @Get('callback')
  callback(@Req() req: Request, @Res() res: Response): void {
    this.finish(req, res, () => undefined);
  }
}
