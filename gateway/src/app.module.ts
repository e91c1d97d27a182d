import { Module } from '@nestjs/common';
import { AuthModule } from '@shop/auth';
import { CoreModule } from './core.module';
import { HealthController } from './health.controller';
import { RestModule } from './rest/rest.module';
import { SeoModule } from './seo/seo.module';
import { SeoService } from './seo/seo.service';
import { HEAD_PROVIDER } from './web/web-app';

@Module({
  imports: [CoreModule, AuthModule, RestModule, SeoModule],
  controllers: [HealthController],
  providers: [{ provide: HEAD_PROVIDER, useExisting: SeoService }],
})
export class AppModule {}
