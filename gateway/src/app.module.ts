import { Module } from '@nestjs/common';
import { AuthModule } from '@shop/auth';
import { CoreModule } from './core.module';
import { HealthController } from './health.controller';
import { RestModule } from './rest/rest.module';
import { HEAD_PROVIDER, type HeadProvider } from './web/web-app';

const noExtraHead: HeadProvider = { headFor: async () => null };

@Module({
  imports: [CoreModule, AuthModule, RestModule],
  controllers: [HealthController],
  providers: [{ provide: HEAD_PROVIDER, useValue: noExtraHead }],
})
export class AppModule {}
