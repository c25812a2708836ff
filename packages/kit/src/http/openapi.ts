import { z } from 'zod';
import { problemSchema } from '@mawadda/contracts';
import type { OperationRecord } from './api-router.js';

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
      for (const [status, description] of Object.entries(op.spec.errors ?? {}))
        responses[status] = { ...problem, description };
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
