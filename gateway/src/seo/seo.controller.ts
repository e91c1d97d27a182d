import { Controller, Get, Header } from '@nestjs/common';
import { publicUrl } from '@shop/config';
import { robotsTxt } from './seo-html';
import { SeoService } from './seo.service';

@Controller()
export class SeoController {
  constructor(private readonly seo: SeoService) {}

  @Get('sitemap.xml')
  @Header('Content-Type', 'application/xml; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=600')
  sitemap(): Promise<string> {
    return this.seo.sitemapXml();
  }

  @Get('robots.txt')
  @Header('Content-Type', 'text/plain; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=3600')
  robots(): string {
    return robotsTxt(publicUrl());
  }
}
