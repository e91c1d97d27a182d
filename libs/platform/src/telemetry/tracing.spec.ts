import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { trace } from '@opentelemetry/api';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { startTracing } from './tracing';

type SpanWithName = { name?: string };

describe('startTracing', () => {
  it('runs GraphQL resolvers inside the operation span, without a span of their own (decision 0440)', async () => {
    startTracing({ resource: resourceFromAttributes({}), edge: false, isHousekeeping: () => false });
    // Loaded after the instrumentation is registered, as the preload arranges for the processes.
    const { graphql, buildSchema } = await import('graphql');
    const schema = buildSchema('type Query { greeting: String }');
    let spanInResolver: SpanWithName | undefined;
    const rootValue = {
      greeting: () => {
        spanInResolver = trace.getActiveSpan() as SpanWithName | undefined;
        return 'xin chào';
      },
    };
    const result = await graphql({ schema, source: '{ greeting }', rootValue });
    assert.equal(result.data?.greeting, 'xin chào');
    assert.equal(spanInResolver?.name, 'query');
  });
});
