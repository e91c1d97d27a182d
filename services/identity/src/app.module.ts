import { Module } from '@nestjs/common';
import { AuthModule } from '@shop/auth';
import { PlatformModule, SubgraphModule, Mailer } from '@shop/platform';
import { CustomerStatsResolver } from './stats/stats.resolver';
import { AddressesRepository } from './addresses/addresses.repository';
import { AddressesResolver } from './addresses/addresses.resolver';
import { AddressesService } from './addresses/addresses.service';
import { AuthResolver } from './auth/auth.resolver';
import { PasswordHasher } from './auth/passwords';
import { rateLimiterProvider } from './auth/rate-limiter.provider';
import { SessionRevocations } from './auth/session-revocations';
import { SessionVersionController } from './auth/session-version.controller';
import { SessionVersionListener } from './auth/session-version-listener';
import { SessionVersionsJob } from './auth/session-versions.job';
import { SignInService } from './auth/sign-in.service';
import { TokenIssuer } from './auth/token-issuer';
import { redisProviders } from './common/redis';
import * as schema from './db/schema';
import { DemoDataSeeder } from './demo-data/demo-data.seeder';
import { ExternalSignInController } from './external-sign-in/external-sign-in.controller';
import { ExternalSignInService } from './external-sign-in/external-sign-in.service';
import { PasswordResetResolver } from './password-reset/password-reset.resolver';
import { PasswordResetService } from './password-reset/password-reset.service';
import { NewsletterController } from './newsletter/newsletter.controller';
import { NewsletterRepository } from './newsletter/newsletter.repository';
import { NewsletterResolver } from './newsletter/newsletter.resolver';
import { NewsletterService } from './newsletter/newsletter.service';
import { UnconfirmedSignupsJob } from './newsletter/unconfirmed-signups.job';
import { PasswordResetsRepository } from './password-reset/password-resets.repository';
import { RetiredResetsJob } from './password-reset/retired-resets.job';
import { ProvincesResolver } from './provinces/provinces.resolver';
import { AccountsService } from './users/accounts.service';
import { UsersRepository } from './users/users.repository';
import { UsersResolver } from './users/users.resolver';
import { UsersService } from './users/users.service';
import { OrderCustomersResolver } from './users/order-customers.resolver';
import { OrderCustomersService } from './users/order-customers.service';

@Module({
  imports: [PlatformModule.forRoot({ service: 'identity', schema }), AuthModule, SubgraphModule()],
  controllers: [ExternalSignInController, NewsletterController, SessionVersionController],
  providers: [
    ...redisProviders,
    rateLimiterProvider,
    // users and sign-in
    UsersRepository,
    AccountsService,
    UsersService,
    UsersResolver,
    OrderCustomersService,
    OrderCustomersResolver,
    PasswordHasher,
    TokenIssuer,
    SessionRevocations,
    SessionVersionListener,
    SessionVersionsJob,
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
    RetiredResetsJob,
    // newsletter (decision 0800)
    NewsletterRepository,
    NewsletterService,
    NewsletterResolver,
    UnconfirmedSignupsJob,
    // external sign-in, provinces, demo data
    ExternalSignInService,
    ProvincesResolver,
    DemoDataSeeder,
    // dashboard
    CustomerStatsResolver,
  ],
})
export class AppModule {}
