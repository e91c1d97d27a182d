import 'reflect-metadata';
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Controller, Get } from '@nestjs/common';
import { REST_CONTROLLERS } from '../rest-controllers';
import { DocsController } from './docs.controller';
import { buildOpenApiDocument } from './openapi-document';

type Schema = { type?: unknown; properties?: Record<string, Schema>; required?: string[]; additionalProperties?: boolean; items?: Schema; const?: unknown };
type Op = {
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
  parameters?: { name: string; in: string }[];
};

const doc = buildOpenApiDocument([...REST_CONTROLLERS, DocsController]);
const op = (path: string, method: string) => doc.paths[path][method] as Op;
const answer = (path: string, method: string, status: string) => op(path, method).responses[status].content?.['application/json'].schema as Schema;
const body = (path: string, method: string) => op(path, method).requestBody?.content['application/json'].schema as Schema;

describe('the OpenAPI document of the REST facade', () => {
  it('cannot be built while a route has no @ApiRoute', () => {
    @Controller('api/undescribed')
    class UndescribedController {
      @Get()
      list(): string {
        return '';
      }
    }
    assert.throws(() => buildOpenApiDocument([UndescribedController]), /GET \/api\/undescribed \(UndescribedController\.list\) has no @ApiRoute/);
  });

  it('reads an answer from the GraphQL operation its route runs, ids renamed _id, nothing else allowed', () => {
    const envelope = answer('/api/products/{id}', 'get', '200');
    assert.deepEqual(envelope.required, ['success', 'data']);
    const product = envelope.properties?.data.properties?.product as Schema;
    assert.equal(product.type, 'object', 'the route answers 404 rather than a null product');
    assert.equal(product.additionalProperties, false);
    assert.ok(product.properties?._id && !product.properties.id);
    assert.deepEqual(product.properties?.originalPrice.type, ['integer', 'null']);
    assert.ok(product.properties?.category.properties?._id, 'nested objects too');
    assert.ok(product.properties?.reviews, 'the detail selects reviews');
    assert.equal(answer('/api/products', 'get', '200').properties?.data.properties?.products.items?.properties?.reviews, undefined, 'a listing does not');
  });

  it('reads a body from the GraphQL input its operation takes', () => {
    const register = body('/api/auth/register', 'post');
    assert.deepEqual(Object.keys(register.properties ?? {}).sort(), ['email', 'name', 'password', 'phone']);
    assert.deepEqual(register.required?.sort(), ['email', 'name', 'password', 'phone']);
    assert.deepEqual(body('/api/orders/{id}/cancel', 'put').properties?.reason.type, 'string');
  });

  it('reads the bank webhook’s body from the schema payments checks notifications with', () => {
    const sepay = body('/api/payments/webhooks/sepay', 'post');
    assert.ok(sepay.required?.includes('transferAmount') && sepay.required.includes('transferType'));
    assert.equal(sepay.properties?.transferAmount.type, 'integer');
  });

  it('lists each failure a route may answer, in the failure envelope', () => {
    const placement = op('/api/orders', 'post');
    assert.deepEqual(Object.keys(placement.responses), ['201', '400', '401', '403', '404', '409', '413', '422', '500', '503']);
    assert.ok(placement.parameters?.some((p) => p.in === 'header' && p.name === 'Idempotency-Key'));
    assert.deepEqual(Object.keys(op('/api/categories', 'get').responses), ['200', '400', '401', '500', '503']);
  });

  it('takes each success status from the route (201 for a creation, 200 for a POST that creates nothing)', () => {
    assert.ok(op('/api/products', 'post').responses['201']);
    assert.ok(op('/api/auth/login', 'post').responses['200']);
    assert.ok(op('/api/auth/google', 'get').responses['302']);
  });
});
