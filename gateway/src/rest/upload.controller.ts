import http from 'node:http';
import { Transform, type TransformCallback } from 'node:stream';
import { Controller, Post, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { signedClientIpHeaders } from '@shop/auth';
import { CORRELATION_HEADER, subgraphUrl } from '@shop/config';
import { upstreamAgent } from '../proxy/upstream-agent';
import { unavailableBody } from '../unavailable';
import { ApiRoute } from './openapi/api-route';

/** product §14: uploads may take 60 s. */
export const UPLOAD_TIMEOUT_MS = 60_000;
/** 10 files of at most 5 MB each, plus multipart framing. */
export const UPLOAD_BODY_LIMIT = 10 * 5_242_880 + 1024 * 1024;

/** Catalog's answer, streamed through as it is (product §3 Image, with its bytes only here). */
const UPLOAD_ANSWER = {
  type: 'object',
  required: ['success', 'message', 'data'],
  additionalProperties: false,
  properties: {
    success: { const: true },
    message: { type: 'string', description: "'Upload thành công N ảnh', and which files were refused" },
    data: {
      type: 'object',
      required: ['images', 'errors'],
      additionalProperties: false,
      properties: {
        images: {
          type: 'array',
          items: {
            type: 'object',
            required: ['_id', 'url', 'data', 'alt', 'mimetype'],
            additionalProperties: false,
            properties: {
              _id: { type: 'string' },
              url: { type: 'string' },
              data: { type: 'string', description: 'base64' },
              alt: { type: ['string', 'null'] },
              mimetype: { type: 'string' },
            },
          },
        },
        errors: { type: 'array', items: { type: 'string' } },
      },
    },
  },
};

const agent = upstreamAgent({ maxSockets: 16 });

const tooLarge = { success: false, message: 'Dữ liệu upload quá lớn (tối đa 10 ảnh, mỗi ảnh 5MB)', code: 'PAYLOAD_TOO_LARGE' };
const notMultipart = { success: false, message: 'Ảnh phải được gửi dưới dạng multipart/form-data', code: 'UNSUPPORTED_MEDIA_TYPE' };

/** A multipart body with a boundary: anything else cannot hold files and is refused at once. */
export const isMultipart = (contentType: string | undefined): boolean =>
  /^multipart\/form-data\s*;(.*;)?\s*boundary=("[^"]+"|[^;\s]+)/i.test(contentType ?? '');

/** Stops a body at `limit` bytes (a chunked body has no Content-Length to check up front). */
class ByteLimit extends Transform {
  private seen = 0;
  constructor(private readonly limit: number) {
    super();
  }
  override _transform(chunk: Buffer, _enc: BufferEncoding, done: TransformCallback): void {
    this.seen += chunk.length;
    if (this.seen > this.limit) done(new Error('body limit'));
    else done(null, chunk);
  }
}

/**
 * product §15 POST /products/upload: the multipart body is streamed to catalog's /upload with the
 * caller's Authorization (catalog checks the role and every file); nothing is buffered here.
 */
@Controller('api/products')
export class UploadController {
  @Post('upload')
  @ApiRoute({
    tag: 'Products',
    summary: 'Upload product images (multipart, repeated field `images`: at most 10, 5 MB each)',
    description:
      'The answer is the only place an image carries its bytes (`data`, base64). Files that were refused are named in `data.errors` while the others are kept.',
    access: 'staff',
    body: { schema: { type: 'object' } },
    answer: { description: 'Uploaded', content: { 'application/json': UPLOAD_ANSWER } },
    status: 200,
    errors: {
      400: ['BAD_MULTIPART', 'NO_FILES', 'TOO_MANY_FILES', 'IMAGE_TOO_LARGE', 'IMAGE_BAD_TYPE', 'IMAGE_TOO_MANY_PIXELS', 'UPLOAD_REJECTED'],
      403: ['FORBIDDEN'],
      408: ['UPLOAD_TIMEOUT'],
      413: ['PAYLOAD_TOO_LARGE'],
      415: ['UNSUPPORTED_MEDIA_TYPE'],
      504: ['SERVICE_UNAVAILABLE'],
    },
  })
  upload(@Req() req: Request, @Res() res: Response): void {
    // Without this, a JSON body (already read by the JSON parser) left catalog waiting 60 s.
    if (!isMultipart(req.headers['content-type'])) {
      res.status(415).json(notMultipart);
      req.resume();
      return;
    }
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > UPLOAD_BODY_LIMIT) {
      res.status(413).json(tooLarge);
      req.resume();
      return;
    }
    const headers: http.OutgoingHttpHeaders = {
      'content-type': req.headers['content-type'],
      ...signedClientIpHeaders(req.ip ?? ''),
      [CORRELATION_HEADER]: req.headers[CORRELATION_HEADER],
    };
    if (req.headers.authorization) headers.authorization = req.headers.authorization;
    if (req.headers['content-length']) headers['content-length'] = req.headers['content-length'];
    else headers['transfer-encoding'] = 'chunked';
    const upstream = http.request(new URL('/upload', subgraphUrl('catalog')), { method: 'POST', headers, agent, timeout: UPLOAD_TIMEOUT_MS }, (answer) => {
      res.status(answer.statusCode ?? 502);
      const type = answer.headers['content-type'];
      if (type) res.setHeader('content-type', type);
      answer.pipe(res);
    });
    const fail = (status: number, body: object) => {
      upstream.destroy();
      if (!res.headersSent) res.status(status).json(body);
      else res.destroy();
    };
    upstream.on('timeout', () => fail(504, unavailableBody));
    upstream.on('error', () => fail(503, unavailableBody));
    const limit = new ByteLimit(UPLOAD_BODY_LIMIT);
    limit.on('error', () => fail(413, tooLarge));
    req.on('aborted', () => upstream.destroy());
    req.pipe(limit).pipe(upstream);
  }
}
