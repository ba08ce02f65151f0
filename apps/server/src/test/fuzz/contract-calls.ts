import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

/** The part of a field's JSON Schema (from the OpenAPI document) that input generation reads. */
export type FieldSchema = {
  type?: string | string[] | undefined;
  enum?: unknown[] | undefined;
  const?: unknown;
  anyOf?: FieldSchema[] | undefined;
  oneOf?: FieldSchema[] | undefined;
  items?: FieldSchema | undefined;
  properties?: Record<string, FieldSchema> | undefined;
  pattern?: string | undefined;
  format?: string | undefined;
  minimum?: number | undefined;
  maximum?: number | undefined;
  minLength?: number | undefined;
  maxLength?: number | undefined;
};

const fieldSchema: z.ZodType<FieldSchema> = z.lazy(() =>
  z.looseObject({
    type: z.union([z.string(), z.array(z.string())]).optional(),
    enum: z.array(z.unknown()).optional(),
    const: z.unknown().optional(),
    anyOf: z.array(fieldSchema).optional(),
    oneOf: z.array(fieldSchema).optional(),
    items: fieldSchema.optional(),
    properties: z.record(z.string(), fieldSchema).optional(),
    pattern: z.string().optional(),
    format: z.string().optional(),
    minimum: z.number().optional(),
    maximum: z.number().optional(),
    minLength: z.number().optional(),
    maxLength: z.number().optional(),
  }),
);

const operationSchema = z.looseObject({
  parameters: z
    .array(z.looseObject({ name: z.string(), in: z.string(), schema: fieldSchema.optional() }))
    .optional(),
  requestBody: z
    .looseObject({
      content: z.record(
        z.string(),
        z.looseObject({
          schema: z.looseObject({ properties: z.record(z.string(), fieldSchema).optional() }),
        }),
      ),
    })
    .optional(),
});

const documentSchema = z.looseObject({
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
});

export type CallField = Readonly<{ name: string; schema: FieldSchema }>;
export type ContractCall = Readonly<{ method: 'GET' | 'POST'; url: string; fields: CallField[] }>;

/**
 * Every call the server offers, read from its own OpenAPI document: each `defineCall` route (and any
 * other documented route) with its method and the fields of its contract input. A call added to
 * the contract is therefore walked by the fuzz test without anyone listing it.
 */
export function contractCalls(app: FastifyInstance): ContractCall[] {
  const document = documentSchema.parse(app.swagger());
  const calls: ContractCall[] = [];
  for (const [url, operations] of Object.entries(document.paths)) {
    for (const [verb, raw] of Object.entries(operations)) {
      const method = verb.toUpperCase();
      if (method !== 'GET' && method !== 'POST') {
        throw new Error(`${method} ${url}: the fuzz test does not know this method yet`);
      }
      const operation = operationSchema.parse(raw);
      const fields: CallField[] = [];
      for (const parameter of operation.parameters ?? []) {
        fields.push({ name: parameter.name, schema: parameter.schema ?? {} });
      }
      for (const content of Object.values(operation.requestBody?.content ?? {})) {
        for (const [name, schema] of Object.entries(content.schema.properties ?? {})) {
          if (!fields.some((field) => field.name === name)) fields.push({ name, schema });
        }
      }
      calls.push({ method, url, fields });
    }
  }
  return calls;
}
