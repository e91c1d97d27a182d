import { Module } from '@nestjs/common';
import { SeoController } from './seo.controller';
import { SeoService } from './seo.service';

/** Product head tags (for the web app shell), /sitemap.xml and /robots.txt. */
@Module({ controllers: [SeoController], providers: [SeoService], exports: [SeoService] })
export class SeoModule {}
