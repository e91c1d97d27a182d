import { Controller, Get, Param, Post, Query, Req, Res } from '@nestjs/common';
import busboy from 'busboy';
import type { Request, Response } from 'express';
import { StaffOnly } from '@shop/auth';
import { DomainError } from '@shop/platform';
import { MAX_IMAGE_BYTES, renditionWidth } from './image-format';
import { ImagesService, type UploadResult, type UploadedFile } from './images.service';

/** At most this many files per upload; more are refused rather than silently dropped. */
export const MAX_FILES_PER_UPLOAD = 10;

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

  /** spec §7 POST /products/upload: multipart, repeated field `images`; staff only. */
  @Post(['upload', 'products/upload'])
  @StaffOnly()
  async upload(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<{ success: true; message: string; data: UploadResult }> {
    const files = await readFiles(req);
    const result = await this.images.upload(files);
    res.status(200);
    const skipped = result.errors.length ? `; bỏ qua: ${result.errors.join('; ')}` : '';
    return { success: true, message: `Upload thành công ${result.images.length} ảnh${skipped}`, data: result };
  }
}

function readFiles(req: Request): Promise<UploadedFile[]> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: req.headers, limits: { fileSize: MAX_IMAGE_BYTES, files: MAX_FILES_PER_UPLOAD + 1, fields: 20 } });
    } catch {
      reject(new DomainError('NO_FILES', 'Vui lòng chọn ảnh để upload', 400));
      return;
    }
    const files: UploadedFile[] = [];
    let tooMany = false;
    parser.on('file', (_field, stream, info) => {
      if (files.length >= MAX_FILES_PER_UPLOAD) {
        tooMany = true;
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      const file: UploadedFile = { name: info.filename || 'ảnh', bytes: Buffer.alloc(0) };
      files.push(file);
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('limit', () => (file.truncated = true));
      stream.on('end', () => (file.bytes = Buffer.concat(chunks)));
    });
    parser.on('error', () => reject(new DomainError('BAD_MULTIPART', 'Dữ liệu upload không hợp lệ', 400)));
    parser.on('close', () => {
      if (tooMany) reject(new DomainError('TOO_MANY_FILES', `Chỉ được upload tối đa ${MAX_FILES_PER_UPLOAD} ảnh mỗi lần`, 400));
      else resolve(files);
    });
    req.pipe(parser);
  });
}
