import { Inject, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import type { GraphQLFormattedError } from 'graphql';
import { subgraphUrl, type Logger, type ServiceName } from '@shop/config';
import { DomainError, LOGGER, serviceUnavailable, UNAVAILABLE_CODE } from '@shop/platform';
import { formatError, forwardedHeaders, GraphqlGateway } from './graphql-gateway';
import { subgraphFetcher, type SubgraphRequestInit, type SubgraphResponse } from './subgraph-fetcher';

const STATUS_BY_CODE: Record<string, number> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  BAD_USER_INPUT: 400,
  GRAPHQL_VALIDATION_FAILED: 400,
  GRAPHQL_PARSE_FAILED: 400,
  VALIDATION_FAILED: 400,
};

export interface RestEnvelope<T> {
  success: true;
  data: T;
  message?: string;
}

const GRAPHQL_INPUT_CODES = new Set(['BAD_USER_INPUT', 'GRAPHQL_VALIDATION_FAILED', 'GRAPHQL_PARSE_FAILED']);

export function toDomainError(error: GraphQLFormattedError): DomainError {
  const ext = (error.extensions ?? {}) as { code?: string; status?: number; errors?: Record<string, string> };
  const code = ext.code ?? 'INTERNAL';
  const status = typeof ext.status === 'number' ? ext.status : (STATUS_BY_CODE[code] ?? 500);
  // A service that is down answers 503 with the shop's message; other failures stay opaque.
  if (code === UNAVAILABLE_CODE) return serviceUnavailable();
  // A service that answers but whose own dependency is away (orders when the catalog does not
  // answer) says so in its words: 503 with its code, so the client can tell and retry.
  if (status === 503 && code !== 'INTERNAL') return new DomainError(code, error.message, 503);
  if (status >= 500) return new DomainError('INTERNAL', 'Đã có lỗi xảy ra, vui lòng thử lại sau', 500);
  // GraphQL's own input errors are English and name internal types; REST callers get plain words.
  if (GRAPHQL_INPUT_CODES.has(code)) return new DomainError('VALIDATION_FAILED', 'Dữ liệu gửi lên không hợp lệ', 400, ext.errors);
  return new DomainError(code, error.message, status, ext.errors);
}

/** Renames `id` to `_id` throughout, as the REST contract names ids (decision 0002). */
export function toRest<T>(value: T): T {
  if (Array.isArray(value)) return value.map(toRest) as T;
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      if (k === '__typename') continue;
      out[k === 'id' ? '_id' : k] = toRest(v);
    }
    return out as T;
  }
  return value;
}

/**
 * The REST facade's way in: it runs a GraphQL operation through the same gateway pipeline as
 * /graphql (same validation, auth forwarding and subgraph calls), so REST adds no logic; the
 * reads a subgraph answers as REST itself (`restGetOn`) answer what their GraphQL fields answer.
 */
@Injectable()
export class GatewayExecutor {
  constructor(
    private readonly gateway: GraphqlGateway,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async execute<T = Record<string, unknown>>(req: Request, query: string, variables?: Record<string, unknown>): Promise<T> {
    const contextValue = await this.gateway.contextFor(req);
    const response = await this.gateway.server.executeOperation({ query, variables }, { contextValue });
    if (response.body.kind !== 'single') throw new Error('incremental delivery is not used by the REST facade');
    const { data, errors } = response.body.singleResult;
    if (errors?.length) throw toDomainError(errors[0]);
    return data as T;
  }

  /**
   * Runs an operation every field of which `service` resolves, straight on that subgraph: the
   * request the federated plan would send (same headers, same answer and errors), without
   * planning the query and reshaping the answer in the gateway (decision 0613: order placement).
   * The token is checked here first, as for every other route.
   */
  async executeOn<T = Record<string, unknown>>(service: ServiceName, req: Request, query: string, variables?: Record<string, unknown>): Promise<T> {
    return this.dataOf<T>(service, await this.fetchOn(service, req, query, variables));
  }

  /**
   * `restOn` for a read whose REST data is the operation's single root field (`wrap`: kept under
   * its name, as the detail's `{product}`), made from the subgraph's answer as text: the ids
   * renamed and the envelope written around it, without parsing the answer and writing it again
   * (decision 0911). Null when that root field is null. An answer of any other shape (errors,
   * extensions) is read as `executeOn` reads it, with the same errors.
   */
  async restTextOn(
    service: ServiceName,
    req: Request,
    query: string,
    variables: Record<string, unknown> | undefined,
    field: string,
    wrap = false,
  ): Promise<string | null> {
    const text = await this.fetchOn(service, req, query, variables);
    const envelope = restEnvelopeText(text, field, wrap);
    if (envelope !== undefined) return envelope;
    const data = this.dataOf<Record<string, unknown>>(service, text)[field];
    if (data === null || data === undefined) return null;
    return JSON.stringify(restEnvelope(wrap ? { [field]: data } : data));
  }

  /**
   * A read `service` answers in the REST shape itself, without a GraphQL execution (decisions
   * 0206 and 0911: suggestions at every key press, a product's detail): GET `path` there, its JSON
   * text made the envelope's `data` with ids renamed as `restTextOn` renames them. The service's
   * route answers what its GraphQL field answers (its integration test compares the two). Null
   * when it answers 404 (what the field's null is). A service that does not answer, or answers
   * 503, is unavailable; any other failure is internal.
   */
  async restGetOn(service: ServiceName, req: Request, path: string): Promise<string | null> {
    return (await this.restGet(service, req, path, false)) as string | null;
  }

  /**
   * `restGetOn` for a read the service may decline (decision 0911: a listing whose filter it does
   * not read itself answers 400): undefined then, and the caller asks GraphQL.
   */
  async restGetOrDeclinedOn(service: ServiceName, req: Request, path: string): Promise<string | null | undefined> {
    return this.restGet(service, req, path, true);
  }

  private async restGet(service: ServiceName, req: Request, path: string, declinable: boolean): Promise<string | null | undefined> {
    const answer = await this.request(service, req, path, {});
    const text = await answer.text();
    if (answer.status === 200 && text.startsWith('{')) return `{"success":true,"data":${restIds(text)}}`;
    if (answer.status === 404) return null;
    // 400: not read there; 414 and 431: a request too long to be read at all.
    if (declinable && (answer.status === 400 || answer.status === 414 || answer.status === 431)) return undefined;
    this.logger.warn({ service, path: path.split('?')[0], status: answer.status }, 'subgraph read failed');
    if (answer.status === 503) throw serviceUnavailable();
    throw new DomainError('INTERNAL', 'Đã có lỗi xảy ra, vui lòng thử lại sau', 500);
  }

  private async fetchOn(service: ServiceName, req: Request, query: string, variables?: Record<string, unknown>): Promise<string> {
    const answer = await this.request(service, req, '/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables }),
    });
    return answer.text();
  }

  /** `path` on `service` with the caller's forwarded headers; no answer at all (the service is down, restarting or too slow) is a 503. */
  private async request(service: ServiceName, req: Request, path: string, init: SubgraphRequestInit): Promise<SubgraphResponse> {
    const context = await this.gateway.contextFor(req);
    try {
      return await subgraphFetcher(`${subgraphUrl(service)}${path}`, { ...init, headers: { ...init.headers, ...forwardedHeaders(context) } });
    } catch (err) {
      this.logger.warn({ service, err }, 'subgraph unavailable');
      throw serviceUnavailable();
    }
  }

  private dataOf<T>(service: ServiceName, text: string): T {
    let body: { data?: T | null; errors?: GraphQLFormattedError[] };
    try {
      body = JSON.parse(text) as typeof body;
    } catch (err) {
      // Not a GraphQL answer: the service is restarting or something else answered.
      this.logger.warn({ service, err }, 'subgraph unavailable');
      throw serviceUnavailable();
    }
    if (body.errors?.length) throw toDomainError(formatError(body.errors[0]));
    if (!body.data) throw new DomainError('INTERNAL', 'Đã có lỗi xảy ra, vui lòng thử lại sau', 500);
    return body.data;
  }

  async rest<D, R>(
    req: Request,
    query: string,
    variables: Record<string, unknown> | undefined,
    map: (data: D) => R,
    message?: string,
  ): Promise<RestEnvelope<R>> {
    const data = await this.execute<D>(req, query, variables);
    return restEnvelope(map(data), message);
  }

  /** `rest` for an operation every field of which `service` resolves, run straight on it (`executeOn`). */
  async restOn<D, R>(
    service: ServiceName,
    req: Request,
    query: string,
    variables: Record<string, unknown> | undefined,
    map: (data: D) => R,
  ): Promise<RestEnvelope<R>> {
    return restEnvelope(map(await this.executeOn<D>(service, req, query, variables)));
  }
}

/** The REST answer of GraphQL data: ids renamed, the message when there is one. */
export const restEnvelope = <R>(data: R, message?: string): RestEnvelope<R> => ({ success: true, data: toRest(data), ...(message ? { message } : {}) });

/** JSON text with every `"id":` key written `"_id":` (inside a JSON string a quote is escaped, so it can only be a key). */
const restIds = (json: string): string => json.replaceAll('"id":', '"_id":');

/**
 * The REST envelope's text of a GraphQL answer's text that is exactly `{"data":{"<field>":…}}`:
 * the field's value (or `{"<field>":…}` with `wrap`) with every `"id":` key written `"_id":`,
 * byte for byte what `JSON.stringify(restEnvelope(…))` writes of the parsed answer. Undefined for
 * any other shape, null when the field is null.
 *
 * Why reading the text is exact: inside a JSON string every quote is escaped, so `"id":` (and
 * `"errors":`, `"extensions":`, `"__typename":`) can only be a key; the catalog's fields have no
 * key named `errors` or `extensions`, so their absence means the answer is data alone.
 */
export function restEnvelopeText(answer: string, field: string, wrap: boolean): string | null | undefined {
  // Apollo Server ends its JSON with a newline.
  const text = answer.endsWith('\n') ? answer.slice(0, -1) : answer;
  const head = `{"data":{${JSON.stringify(field)}:`;
  if (!text.startsWith(head) || !text.endsWith('}}')) return undefined;
  if (text.includes('"errors":') || text.includes('"extensions":') || text.includes('"__typename":')) return undefined;
  const value = text.slice(head.length, -2);
  if (value === 'null') return null;
  const data = restIds(wrap ? text.slice('{"data":'.length, -1) : value);
  return `{"success":true,"data":${data}}`;
}
