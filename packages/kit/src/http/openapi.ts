import { z } from 'zod';
import { problemSchema } from '@mawadda/contracts';
import { takesIdempotencyKey, type OperationRecord } from './api-router.js';
import { IDEMPOTENCY_HEADER } from './idempotency-key.js';

const jsonSchema = (schema: z.ZodType, io: 'input' | 'output') =>
  z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'openapi-3.0' }) as Record<string, unknown>;

const toOpenApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

function parametersOf(op: OperationRecord) {
  const params: Record<string, unknown>[] = [];
  for (const [where, schema] of [
    ['path', op.spec.params],
    ['query', op.spec.query],
  ] as const) {
    if (!schema) continue;
    const js = jsonSchema(schema, 'input') as { properties?: Record<string, unknown>; required?: string[] };
    for (const [name, s] of Object.entries(js.properties ?? {})) {
      params.push({
        name,
        in: where,
        required: where === 'path' || (js.required ?? []).includes(name),
        schema: s,
      });
    }
  }
  if (takesIdempotencyKey(op.method, op.spec.access))
    params.push({
      name: IDEMPOTENCY_HEADER,
      in: 'header',
      required: false,
      description:
        'Retry-safe writes: the same key with the same request within a day gets the first answer again (header Idempotency-Replayed: true) instead of a second effect. Keys are per caller.',
      schema: { type: 'string', minLength: 1, maxLength: 200, pattern: '^[\\x21-\\x7E]+$' },
    });
  return params;
}

/** Builds an OpenAPI 3 document from the routes services declared, with their zod schemas. */
export function buildOpenApi(
  info: { title: string; version: string },
  mounts: { prefix: string; operations: OperationRecord[] }[],
) {
  const paths: Record<string, Record<string, unknown>> = {};
  const problem = {
    description: 'Problem',
    content: { 'application/problem+json': { schema: jsonSchema(problemSchema, 'output') } },
  };
  for (const { prefix, operations } of mounts) {
    for (const op of operations) {
      const path = toOpenApiPath(prefix + op.path);
      const responses: Record<string, unknown> = {
        [String(op.spec.status ?? (op.spec.response ? 200 : 204))]: op.spec.response
          ? {
              description: 'OK',
              content: { 'application/json': { schema: jsonSchema(op.spec.response, 'output') } },
            }
          : { description: 'OK' },
      };
      if (op.spec.body || op.spec.query) responses['400'] = { ...problem, description: 'Invalid input' };
      if (op.spec.access && op.spec.access !== 'public' && op.spec.access !== 'optional') {
        responses['401'] = { ...problem, description: 'Not signed in' };
      }
      // What the router itself answers, whatever the handler says: a role outside the route's
      // access, 403; a path parameter that does not parse, 404; a JSON body over the edge's
      // limit, 413. Each is a real answer the document must name (the API fuzzer checks it).
      const refusals = Object.values(op.spec.authz ?? {});
      if (Array.isArray(op.spec.access) || op.spec.access === 'signed-in' || refusals.includes(403))
        responses['403'] = { ...problem, description: 'Not allowed for this account' };
      if (op.spec.params || refusals.includes(404))
        responses['404'] = { ...problem, description: 'Not found' };
      if (op.spec.body) responses['413'] = { ...problem, description: 'Request body too large' };
      if (takesIdempotencyKey(op.method, op.spec.access)) {
        responses['400'] ??= { ...problem, description: 'Invalid input (a malformed Idempotency-Key)' };
        responses['409'] ??= {
          ...problem,
          description:
            'Idempotency-Key: the first request is still running, or was carried out and its answer is not kept',
        };
        responses['422'] ??= {
          ...problem,
          description: 'Idempotency-Key already used for a different request',
        };
      }
      for (const [status, description] of Object.entries(op.spec.errors ?? {}))
        // A second success a route declares (the same order again, 200 beside 201) has its body.
        responses[status] =
          Number(status) < 300
            ? op.spec.response
              ? {
                  description,
                  content: { 'application/json': { schema: jsonSchema(op.spec.response, 'output') } },
                }
              : { description }
            : { ...problem, description };
      (paths[path] ??= {})[op.method] = {
        tags: [op.tag],
        summary: op.spec.summary,
        parameters: parametersOf(op),
        ...(op.spec.body && {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: jsonSchema(op.spec.body, 'input') } },
          },
        }),
        ...(op.spec.access && op.spec.access !== 'public' && { security: [{ bearer: [] }] }),
        // Who may call, as declared next to the route: read by the authorization matrix test.
        ...(op.spec.access && { 'x-access': op.spec.access }),
        ...(op.spec.authz && { 'x-authz': op.spec.authz }),
        responses,
      };
    }
  }
  return {
    openapi: '3.0.3',
    info,
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    paths,
  };
}
