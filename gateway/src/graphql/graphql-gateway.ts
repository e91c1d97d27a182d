import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ApolloGateway, RemoteGraphQLDataSource, type GraphQLDataSourceProcessOptions } from '@apollo/gateway';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import type { Request, RequestHandler } from 'express';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { CORRELATION_HEADER, graphqlIntrospection, subgraphUrl, type Logger, type ServiceName } from '@shop/config';
import { TokenVerifier, bearerToken, signedClientIpHeaders, type AuthRequest } from '@shop/auth';
import { LOGGER, type DomainError } from '@shop/platform';
import { MAX_TOKENS, queryLimitsPlugin } from './limits.plugin';
import { operationMetricsPlugin } from './operation-metrics.plugin';
import { unavailable } from '../unavailable';
import { serviceUnavailablePlugin } from './service-unavailable';
import { subgraphFetcher } from './subgraph-fetcher';

export interface GatewayContext {
  authorization?: string;
  correlationId?: string;
  clientIp?: string;
}

export const SUPERGRAPH_PATH = path.resolve(__dirname, '../../../supergraph.graphql');

// Apollo Gateway reports anonymous usage to Apollo unless told not to: an OTLP metrics exporter to
// apollographql.com, fed after cloud metadata lookups (AWS, GCP, Azure, Alibaba). The shop's
// traffic and hosts are its own, and a process may reach nothing outside (offline its failures
// showed in the profiles, decision 0440). An operator may still set it to false.
process.env.APOLLO_TELEMETRY_DISABLED ??= 'true';

const KNOWN_CODES = new Set(['INTERNAL_SERVER_ERROR', 'INTERNAL']);

/** Longer messages are cut: GraphQL's own ones quote the offending value, however large it is. */
const MAX_MESSAGE_LENGTH = 300;
const short = (message: string) => (message.length > MAX_MESSAGE_LENGTH ? `${message.slice(0, MAX_MESSAGE_LENGTH)}…` : message);

/** Keeps Vietnamese domain messages; hides internals of anything unexpected. */
export function formatError(formatted: GraphQLFormattedError): GraphQLFormattedError {
  const code = formatted.extensions?.code;
  if (typeof code === 'string' && !KNOWN_CODES.has(code)) {
    const { stacktrace: _s, exception: _e, ...extensions } = formatted.extensions ?? {};
    return { ...formatted, message: short(formatted.message), extensions };
  }
  return { message: 'Đã có lỗi xảy ra, vui lòng thử lại sau', path: formatted.path, extensions: { code: 'INTERNAL', status: 500 } };
}

/** What a subgraph is told of the request: the caller's token, the correlation id, the signed client address. */
export function forwardedHeaders(context: GatewayContext): Record<string, string> {
  const headers: Record<string, string> = {};
  if (context.authorization) headers.authorization = context.authorization;
  if (context.correlationId) headers[CORRELATION_HEADER] = context.correlationId;
  if (context.clientIp) Object.assign(headers, signedClientIpHeaders(context.clientIp));
  return headers;
}

class ForwardingDataSource extends RemoteGraphQLDataSource<GatewayContext> {
  constructor(
    private readonly serviceName: ServiceName,
    url: string,
    private readonly logger: Logger,
  ) {
    super({ url, fetcher: subgraphFetcher as never });
  }

  override willSendRequest({ request, context }: GraphQLDataSourceProcessOptions<GatewayContext>): void {
    const headers = request.http?.headers;
    if (!headers || !context) return;
    for (const [name, value] of Object.entries(forwardedHeaders(context))) headers.set(name, value);
  }

  /** No answer at all (the service is down, restarting or too slow): its fields answer 503. */
  override didEncounterError(error: Error, _request: unknown, response?: unknown): void {
    if (response !== undefined) throw error;
    this.logger.warn({ service: this.serviceName, err: error }, 'subgraph unavailable');
    throw unavailable();
  }
}

const INTROSPECTION_FIELDS = new Set(['__schema', '__type', '__typename']);

/** Apollo Gateway over the committed supergraph; subgraph URLs come from the environment. */
@Injectable()
export class GraphqlGateway implements OnApplicationShutdown {
  readonly server: ApolloServer<GatewayContext>;

  constructor(
    private readonly verifier: TokenVerifier,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    const gateway = new ApolloGateway({
      supergraphSdl: readFileSync(SUPERGRAPH_PATH, 'utf8'),
      // subgraphFetcher (node:http, keep-alive pool): the default make-fetch-happen adds an HTTP
      // cache layer that subgraph POSTs never use and costs most of the gateway's throughput.
      buildService: ({ name }) => new ForwardingDataSource(name as ServiceName, `${subgraphUrl(name as ServiceName)}/graphql`, this.logger),
      logger: this.logger,
    });
    // Schema details stay private unless asked for (GRAPHQL_INTROSPECTION=true), whatever NODE_ENV says.
    const introspection = graphqlIntrospection();
    this.server = new ApolloServer<GatewayContext>({
      gateway,
      introspection,
      hideSchemaDetailsFromClientErrors: !introspection,
      parseOptions: { maxTokens: MAX_TOKENS },
      plugins: [
        operationMetricsPlugin(),
        queryLimitsPlugin({ exempt: (roots) => introspection && roots.every((r) => INTROSPECTION_FIELDS.has(r)) }),
        serviceUnavailablePlugin(),
        ApolloServerPluginLandingPageDisabled(),
      ],
      includeStacktraceInErrorResponses: false,
      formatError,
      logger: this.logger,
    });
  }

  async start(): Promise<void> {
    await this.server.start();
  }

  /**
   * Builds the context of one request; a presented token must be valid, else the DomainError of
   * `TokenVerifier.authenticate` here already: 401, or 503 when its revocation cannot be checked.
   */
  async contextFor(req: Request): Promise<GatewayContext> {
    const token = bearerToken(req as never);
    // A REST route's request was checked by the global AuthGuard a moment ago: one revocation
    // lookup in Redis per request, not two (decision 0613). /graphql has no guard and checks here.
    if (token !== undefined && !(req as AuthRequest).authChecked) await this.verifier.authenticate(token);
    return {
      authorization: typeof req.headers.authorization === 'string' ? req.headers.authorization : undefined,
      correlationId: req.headers[CORRELATION_HEADER] as string | undefined,
      clientIp: req.ip,
    };
  }

  middleware(): RequestHandler {
    // A refused token ends the request before any operation runs: Apollo answers the status it names.
    const context = ({ req }: { req: Request }) =>
      this.contextFor(req).catch((err: DomainError) => {
        throw new GraphQLError(err.message, { extensions: { code: err.code, status: err.status, http: { status: err.status } } });
      });
    return expressMiddleware(this.server, { context }) as unknown as RequestHandler;
  }

  async onApplicationShutdown(): Promise<void> {
    await this.server.stop();
  }
}
