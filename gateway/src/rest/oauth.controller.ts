import { Controller, Get, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { subgraphUrl } from '@shop/config';
import { proxyTo } from '../proxy/proxy';
import { ApiRoute } from './openapi/api-route';

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
  @ApiRoute({
    tag: 'Account',
    summary: 'Start signing in with Google (a browser navigation)',
    access: 'anyone',
    answer: { description: 'Redirect to the identity provider', headers: { Location: 'The provider’s sign-in page' } },
    status: 302,
    errors: { 503: ['OAUTH_UNAVAILABLE'] },
  })
  redirectToProvider(@Req() req: Request, @Res() res: Response): void {
    this.start(req, res, () => undefined);
  }

  @Get('callback')
  @ApiRoute({
    tag: 'Account',
    summary: 'Where Google sends the browser back',
    access: 'anyone',
    answer: { description: 'Redirect to the web app’s /auth/callback', headers: { Location: 'The web app, with the token or the failure' } },
    status: 302,
    errors: { 503: ['OAUTH_UNAVAILABLE'] },
  })
  callback(@Req() req: Request, @Res() res: Response): void {
    this.finish(req, res, () => undefined);
  }
}
