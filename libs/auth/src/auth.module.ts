import { Global, Module, type OnApplicationShutdown } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { AuthGuard } from './auth.guard';
import { TokenVerifier } from './token-verifier';

@Global()
@Module({
  providers: [TokenVerifier, { provide: APP_GUARD, useClass: AuthGuard }],
  exports: [TokenVerifier],
})
export class AuthModule implements OnApplicationShutdown {
  constructor(private readonly verifier: TokenVerifier) {}

  async onApplicationShutdown(): Promise<void> {
    await this.verifier.sessions.close();
  }
}
