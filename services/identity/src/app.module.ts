import { Module } from '@nestjs/common';
import { AuthModule } from '@shop/auth';
import { PlatformModule, SubgraphModule } from '@shop/platform';
import { AddressesRepository } from './addresses/addresses.repository';
import { AddressesResolver } from './addresses/addresses.resolver';
import { AddressesService } from './addresses/addresses.service';
import { AuthResolver } from './auth/auth.resolver';
import { PasswordHasher } from './auth/passwords';
import { rateLimiterProvider } from './auth/rate-limiter.provider';
import { SessionRevocations } from './auth/session-revocations';
import { SignInService } from './auth/sign-in.service';
import { TokenIssuer } from './auth/token-issuer';
import { redisProviders } from './common/redis';
import * as schema from './db/schema';
import { DemoDataSeeder } from './demo-data/demo-data.seeder';
import { ExternalSignInController } from './external-sign-in/external-sign-in.controller';
import { ExternalSignInService } from './external-sign-in/external-sign-in.service';
import { Mailer } from './password-reset/mailer';
import { PasswordResetResolver } from './password-reset/password-reset.resolver';
import { PasswordResetService } from './password-reset/password-reset.service';
import { PasswordResetsRepository } from './password-reset/password-resets.repository';
import { ProvincesResolver } from './provinces/provinces.resolver';
import { AccountsService } from './users/accounts.service';
import { UsersRepository } from './users/users.repository';
import { UsersResolver } from './users/users.resolver';
import { UsersService } from './users/users.service';

@Module({
  imports: [PlatformModule.forRoot({ service: 'identity', schema }), AuthModule, SubgraphModule()],
  controllers: [ExternalSignInController],
  providers: [
    ...redisProviders,
    rateLimiterProvider,
    // users and sign-in
    UsersRepository,
    AccountsService,
    UsersService,
    UsersResolver,
    PasswordHasher,
    TokenIssuer,
    SessionRevocations,
    SignInService,
    AuthResolver,
    // addresses
    AddressesRepository,
    AddressesService,
    AddressesResolver,
    // forgot / reset password
    Mailer,
    PasswordResetsRepository,
    PasswordResetService,
    PasswordResetResolver,
    // external sign-in, provinces, demo data
    ExternalSignInService,
    ProvincesResolver,
    DemoDataSeeder,
  ],
})
export class AppModule {}
