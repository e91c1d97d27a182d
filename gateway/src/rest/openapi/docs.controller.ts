import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Controller, Get, Header, Param, Res } from '@nestjs/common';
import type { Response } from 'express';
import { DomainError } from '@shop/platform';
import { REST_CONTROLLERS } from '../rest-controllers';
import { ApiRoute } from './api-route';
import { buildOpenApiDocument, type OpenApiDocument } from './openapi-document';

// The reference page is Swagger UI from npm (swagger-ui-dist), served from here: no outside
// asset, no inline script, so it works under the shop's Content-Security-Policy (decision 0405).
const SWAGGER_UI = path.dirname(require.resolve('swagger-ui-dist/package.json'));

/** Starts Swagger UI on the document; no validator badge (it would load an image from outside). */
const START = `window.addEventListener('DOMContentLoaded', function () {
  window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#api-docs', deepLinking: true, validatorUrl: null, tryItOutEnabled: false });
});
`;

const ASSETS: Record<string, { type: string; body: () => string | Buffer }> = {
  'swagger-ui.css': { type: 'text/css; charset=utf-8', body: () => readFileSync(path.join(SWAGGER_UI, 'swagger-ui.css')) },
  'swagger-ui-bundle.js': { type: 'text/javascript; charset=utf-8', body: () => readFileSync(path.join(SWAGGER_UI, 'swagger-ui-bundle.js')) },
  'start.js': { type: 'text/javascript; charset=utf-8', body: () => START },
};

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Túi Việt REST API</title>
<link rel="stylesheet" href="/api/docs/swagger-ui.css">
</head>
<body>
<main id="api-docs" aria-label="REST API reference"></main>
<script src="/api/docs/swagger-ui-bundle.js"></script>
<script src="/api/docs/start.js"></script>
</body>
</html>
`;

const notFound = () => new DomainError('NOT_FOUND', 'Không tìm thấy đường dẫn', 404);

/** /api/openapi.json, the contract of every /api route, and /api/docs, the page that reads it. */
@Controller('api')
export class DocsController {
  private document?: OpenApiDocument;
  private readonly assets = new Map<string, string | Buffer>();

  @Get('openapi.json')
  @ApiRoute({
    tag: 'Documentation',
    summary: 'This document (OpenAPI 3.1)',
    access: 'anyone',
    answer: {
      description: 'The OpenAPI document',
      content: {
        'application/json': { type: 'object', properties: { openapi: { const: '3.1.0' }, paths: { type: 'object' } }, required: ['openapi', 'paths'] },
      },
    },
  })
  @Header('Cache-Control', 'no-cache')
  openapi(): OpenApiDocument {
    this.document ??= buildOpenApiDocument([...REST_CONTROLLERS, DocsController]);
    return this.document;
  }

  @Get('docs')
  @ApiRoute({
    tag: 'Documentation',
    summary: 'The readable reference of this document (Swagger UI)',
    access: 'anyone',
    answer: { description: 'An HTML page', content: { 'text/html': { type: 'string' } } },
  })
  @Header('Content-Type', 'text/html; charset=utf-8')
  @Header('Cache-Control', 'no-cache')
  page(): string {
    return PAGE;
  }

  @Get('docs/:asset')
  @ApiRoute({
    tag: 'Documentation',
    summary: 'A script or stylesheet of the reference page',
    access: 'anyone',
    answer: { description: 'The file', content: { 'text/css': { type: 'string' }, 'text/javascript': { type: 'string' } } },
    errors: { 404: ['NOT_FOUND'] },
  })
  asset(@Param('asset') name: string, @Res() res: Response): void {
    const asset = Object.hasOwn(ASSETS, name) ? ASSETS[name] : undefined;
    if (!asset) throw notFound();
    let body = this.assets.get(name);
    if (body === undefined) this.assets.set(name, (body = asset.body()));
    res.setHeader('Content-Type', asset.type);
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.send(body);
  }
}
