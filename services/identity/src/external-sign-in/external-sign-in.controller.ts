import { Controller, Get, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { ExternalSignInService } from './external-sign-in.service';
import { STATE_COOKIE, readCookie, stateCookie } from './oidc-settings';

/**
 * Browser redirects of the external sign-in. The gateway proxies `/api/auth/google` and
 * `/api/auth/google/callback` here; when no provider is configured (or it cannot be reached) the
 * start answers 503 'Không thể kết nối đến server'.
 */
@Controller('oauth/google')
export class ExternalSignInController {
  constructor(private readonly externalSignIn: ExternalSignInService) {}

  @Get()
  async start(@Res() res: Response): Promise<void> {
    const { url, state } = await this.externalSignIn.start();
    res.setHeader('Set-Cookie', stateCookie(state));
    res.setHeader('Cache-Control', 'no-store');
    res.redirect(302, url);
  }

  @Get('callback')
  async callback(@Req() req: Request, @Res() res: Response): Promise<void> {
    const query = req.originalUrl.includes('?') ? req.originalUrl.slice(req.originalUrl.indexOf('?') + 1) : '';
    const target = await this.externalSignIn.finish(query, readCookie(req.headers.cookie, STATE_COOKIE));
    res.setHeader('Set-Cookie', stateCookie('', 0));
    res.setHeader('Cache-Control', 'no-store');
    res.redirect(302, target);
  }
}
