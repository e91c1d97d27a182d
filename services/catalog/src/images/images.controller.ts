import { Controller, Get, Param, Post, Query, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { Permitted } from '@shop/auth';
import { renditionWidth } from './image-format';
import { ImagesService, type UploadResult } from './images.service';
import { readMultipartFiles } from './multipart-upload';

/** The upload routes read their multipart body themselves (the JSON parser skips them). */
export const UPLOAD_PATHS = ['/upload', '/products/upload'];

@Controller()
export class ImagesController {
  constructor(private readonly images: ImagesService) {}

  /**
   * A WebP rendition. Images never change under an id, so the ETag is the id and width and the
   * answer may be cached for a year (the gateway proxies /images/* here).
   */
  @Get('images/:file')
  async rendition(@Param('file') file: string, @Query('w') w: unknown, @Req() req: Request, @Res() res: Response): Promise<void> {
    const id = file.replace(/\.webp$/i, '');
    const width = renditionWidth(w);
    const etag = await this.images.etag(id, width);
    if (!etag) {
      res.status(404).json({ success: false, message: 'Không tìm thấy ảnh', code: 'IMAGE_NOT_FOUND' });
      return;
    }
    res.setHeader('ETag', etag);
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    if (req.headers['if-none-match'] === etag) {
      res.status(304).end();
      return;
    }
    const rendition = await this.images.rendition(id, width);
    if (!rendition) {
      res.status(404).json({ success: false, message: 'Không tìm thấy ảnh', code: 'IMAGE_NOT_FOUND' });
      return;
    }
    res.type('image/webp').send(rendition.body);
  }

  /** product §15 POST /products/upload: multipart, repeated field `images`; staff only. */
  @Post(UPLOAD_PATHS)
  @Permitted('catalog')
  async upload(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<{ success: true; message: string; data: UploadResult }> {
    const files = await readMultipartFiles(req);
    const result = await this.images.upload(files);
    res.status(200);
    const skipped = result.errors.length ? `; bỏ qua: ${result.errors.join('; ')}` : '';
    return { success: true, message: `Upload thành công ${result.images.length} ảnh${skipped}`, data: result };
  }
}
