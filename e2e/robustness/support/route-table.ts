import path from 'node:path';
import { readFileSync } from 'node:fs';
import { buildSchema, type GraphQLField, type GraphQLSchema } from 'graphql';
import { repoRoot } from '../../support/system';

// What the fuzz attacks, read from the gateway itself so that a new route or root field joins
// without anyone listing it: the Nest controllers of the gateway's AppModule (REST facade, health,
// SEO), the proxied mounts, and the root fields of the committed supergraph.

export interface RestRoute {
  method: string;
  /** Express-style path with `:params` (and `*path` for a catch-all). */
  path: string;
  /** Streamed to a service without JSON parsing (images, webhooks). */
  proxied?: boolean;
}

export interface GraphqlRootField {
  operation: 'query' | 'mutation';
  field: GraphQLField<unknown, unknown>;
}

/** reflect-metadata's reader, which Nest's decorators wrote with (typed here: e2e does not depend on Nest). */
const getMetadata = (key: string, target: object): unknown => (Reflect as unknown as { getMetadata(k: string, t: object): unknown }).getMetadata(key, target);

const gatewayDist = (file: string) => path.join(repoRoot, 'gateway/dist/src', file);

const joinPath = (...parts: (string | string[] | undefined)[]): string =>
  '/' +
  parts
    .flatMap((p) => (Array.isArray(p) ? p[0] : p) ?? '')
    .flatMap((p) => p.split('/'))
    .filter(Boolean)
    .join('/');

/** Every route of the gateway's Nest modules, from the decorators' metadata. */
export function restRoutes(): RestRoute[] {
  // Loaded at run time from the build: the e2e project does not compile against the gateway.
  /* eslint-disable @typescript-eslint/no-require-imports */
  require('reflect-metadata');
  const { RequestMethod } = require('@nestjs/common') as { RequestMethod: Record<number, string> };
  const { AppModule } = require(gatewayDist('app.module.js')) as { AppModule: object };
  const { PROXIED_ROUTES } = require(gatewayDist('proxy/proxied-routes.js')) as {
    PROXIED_ROUTES: { mount: string; methods: string[] }[];
  };
  /* eslint-enable @typescript-eslint/no-require-imports */
  const routes: RestRoute[] = [];
  const seen = new Set<object>();
  const visit = (module: object) => {
    if (!module || seen.has(module)) return;
    seen.add(module);
    for (const imported of (getMetadata('imports', module) ?? []) as object[]) visit(imported);
    for (const controller of (getMetadata('controllers', module) ?? []) as (new () => object)[]) {
      const base = getMetadata('path', controller) as string | string[] | undefined;
      const proto = controller.prototype as Record<string, unknown>;
      for (const name of Object.getOwnPropertyNames(proto)) {
        const handler = proto[name];
        if (name === 'constructor' || typeof handler !== 'function') continue;
        const method = getMetadata('method', handler) as number | undefined;
        if (method === undefined) continue;
        const paths = ([getMetadata('path', handler)].flat() as (string | undefined)[]).filter((p) => p !== undefined);
        for (const p of paths.length ? paths : ['']) routes.push({ method: RequestMethod[method], path: joinPath(base, p) });
      }
    }
  };
  visit(AppModule);
  for (const r of PROXIED_ROUTES) for (const method of r.methods) routes.push({ method, path: `${r.mount}/:rest`, proxied: true });
  return routes;
}

let schema: GraphQLSchema | undefined;
/** The supergraph's API as the gateway serves it. */
export function supergraph(): GraphQLSchema {
  schema ??= buildSchema(readFileSync(path.join(repoRoot, 'gateway/supergraph.graphql'), 'utf8'));
  return schema;
}

export function graphqlRootFields(): GraphqlRootField[] {
  const s = supergraph();
  const of = (operation: 'query' | 'mutation') =>
    Object.values((operation === 'query' ? s.getQueryType() : s.getMutationType())?.getFields() ?? {}).map((field) => ({ operation, field }));
  return [...of('query'), ...of('mutation')];
}
