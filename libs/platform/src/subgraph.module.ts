import { ApolloFederationDriver, type ApolloFederationDriverConfig } from '@nestjs/apollo';
import { GraphQLModule } from '@nestjs/graphql';
import { ApolloServerPluginInlineTraceDisabled } from '@apollo/server/plugin/disabled';
import type { DynamicModule } from '@nestjs/common';
import { graphqlIntrospection } from '@shop/config';

/**
 * The service's federated GraphQL subgraph (code-first, federation 2) at /graphql. `entities`: types this subgraph only adds fields to (another subgraph's entity that none of its
 * queries returns, e.g. payments' `Order.refunds`), which the schema would otherwise leave out.
 */
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export function SubgraphModule(entities: Function[] = []): DynamicModule {
  // Only the gateway needs the schema, and it has it from the committed supergraph; `_service`
  // (federation's own) stays. Introspection and "did you mean" hints only when asked for.
  const introspection = graphqlIntrospection();
  return GraphQLModule.forRoot<ApolloFederationDriverConfig>({
    driver: ApolloFederationDriver,
    autoSchemaFile: { federation: 2 },
    buildSchemaOptions: { orphanedTypes: entities },
    sortSchema: true,
    path: '/graphql',
    playground: false,
    introspection,
    hideSchemaDetailsFromClientErrors: !introspection,
    includeStacktraceInErrorResponses: false,
    // Traces are for Apollo's hosted studio, which this shop does not use.
    plugins: [ApolloServerPluginInlineTraceDisabled()],
    context: ({ req, res }: { req: unknown; res: unknown }) => ({ req, res }),
    // Field resolvers and entity lookups get the same auth guard and error mapping as queries.
    fieldResolverEnhancers: ['guards', 'filters'],
  });
}
