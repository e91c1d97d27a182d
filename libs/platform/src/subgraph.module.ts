import { ApolloFederationDriver, type ApolloFederationDriverConfig } from '@nestjs/apollo';
import { GraphQLModule } from '@nestjs/graphql';
import { ApolloServerPluginInlineTraceDisabled } from '@apollo/server/plugin/disabled';
import type { DynamicModule } from '@nestjs/common';

/** The service's federated GraphQL subgraph (code-first, federation 2) at /graphql. */
export function SubgraphModule(): DynamicModule {
  return GraphQLModule.forRoot<ApolloFederationDriverConfig>({
    driver: ApolloFederationDriver,
    autoSchemaFile: { federation: 2 },
    sortSchema: true,
    path: '/graphql',
    playground: false,
    introspection: true,
    includeStacktraceInErrorResponses: false,
    // Traces are for Apollo's hosted studio, which this shop does not use.
    plugins: [ApolloServerPluginInlineTraceDisabled()],
    context: ({ req, res }: { req: unknown; res: unknown }) => ({ req, res }),
    // Field resolvers and entity lookups get the same auth guard and error mapping as queries.
    fieldResolverEnhancers: ['guards', 'filters'],
  });
}
