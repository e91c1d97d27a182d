import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';

// Every answer the API tier receives through ShopClient is checked against the OpenAPI document the
// gateway serves at /api/openapi.json (decision 0451): the route and method must be in it, the
// status among the route's answers, and a JSON body must match that answer's schema. A route that
// answers something the document does not say fails the test that called it.

type Schema = Record<string, unknown>;
interface OpenApi {
  paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema: Schema }> }> }>>;
  components: { schemas: Record<string, Schema> };
}

interface Template {
  path: string;
  pattern: RegExp;
  params: number;
}

/** `#/components/schemas/X` replaced by X itself: the schemas compile on their own. */
function inline(value: unknown, components: Record<string, Schema>): unknown {
  if (Array.isArray(value)) return value.map((v) => inline(v, components));
  if (value && typeof value === 'object') {
    const ref = (value as { $ref?: unknown }).$ref;
    if (typeof ref === 'string' && ref.startsWith('#/components/schemas/')) return inline(components[ref.slice('#/components/schemas/'.length)], components);
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, inline(v, components)]));
  }
  return value;
}

export class OpenApiCheck {
  private readonly ajv = new Ajv2020({ allErrors: true, formats: { 'date-time': (s: string) => !Number.isNaN(Date.parse(s)) } });
  private readonly templates: Template[];
  private readonly validators = new Map<string, ValidateFunction>();

  constructor(private readonly doc: OpenApi) {
    this.templates = Object.keys(doc.paths)
      .map((path) => ({
        path,
        pattern: new RegExp(`^${path.replace(/[.]/g, '\\.').replace(/\{[^}]+\}/g, '[^/]+')}$`),
        params: (path.match(/\{/g) ?? []).length,
      }))
      // A path of fixed segments wins over a template (Nest lists /products/inventory before /products/:id).
      .sort((a, b) => a.params - b.params);
  }

  /** What is wrong with this answer in the document's eyes, or undefined when it says exactly this. */
  problem(method: string, url: string, status: number, contentType: string | null, body: unknown): string | undefined {
    const { pathname } = new URL(url, 'http://shop');
    if (!pathname.startsWith('/api/')) return undefined;
    const verb = method.toLowerCase();
    const template = this.templates.find((t) => t.pattern.test(pathname) && this.doc.paths[t.path][verb]);
    const at = `${method} ${pathname} → ${status}`;
    if (!template) {
      // Not a route: the catch-all's 404, or the edge's refusal of a malformed path, in the failure envelope.
      if (status !== 404 && status !== 400) return `${at}: no route of the OpenAPI document is ${method} ${pathname}`;
      return this.match(`unrouted ${status}`, this.doc.components.schemas.Failure, body, at);
    }
    const answers = this.doc.paths[template.path][verb].responses;
    const answer = answers[String(status)];
    if (!answer) return `${at}: the document lists only ${Object.keys(answers).join(', ')} for ${method} ${template.path}`;
    if (!answer.content) return undefined;
    const type = (contentType ?? '').split(';')[0].trim();
    const media = answer.content[type];
    if (!media) return `${at}: answered ${type || 'no content type'}, the document says ${Object.keys(answer.content).join(', ')}`;
    if (type !== 'application/json') return undefined;
    return this.match(`${verb} ${template.path} ${status}`, media.schema, body, at);
  }

  private match(key: string, schema: Schema, body: unknown, at: string): string | undefined {
    let validate = this.validators.get(key);
    if (!validate) {
      validate = this.ajv.compile(inline(schema, this.doc.components.schemas) as Schema);
      this.validators.set(key, validate);
    }
    if (validate(body)) return undefined;
    const errors = (validate.errors ?? [])
      .slice(0, 5)
      .map((e) => `${e.instancePath || '/'} ${e.message}${e.params && 'additionalProperty' in e.params ? ` (${String(e.params.additionalProperty)})` : ''}`);
    return `${at}: the answer does not match the document: ${errors.join('; ')}\n${JSON.stringify(body).slice(0, 600)}`;
  }
}

const checks = new Map<string, Promise<OpenApiCheck>>();

/** The check of the gateway at `baseUrl`, from the document it serves (fetched once). */
export function openApiCheck(baseUrl: string): Promise<OpenApiCheck> {
  let check = checks.get(baseUrl);
  if (!check) {
    check = fetch(`${baseUrl}/api/openapi.json`).then(async (res) => {
      if (res.status !== 200) throw new Error(`GET ${baseUrl}/api/openapi.json answered ${res.status}`);
      return new OpenApiCheck((await res.json()) as OpenApi);
    });
    check.catch(() => checks.delete(baseUrl));
    checks.set(baseUrl, check);
  }
  return check;
}
