import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

const OPENAPI_PATH = '/api/docs';

/** Must be registered before any route: @fastify/swagger collects routes as they are added. */
export async function registerOpenApi(app: FastifyInstance, version: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Lumus API',
        description: 'Calls of the Lumus web app; every business answer has the status envelope.',
        version,
      },
    },
    transform: jsonSchemaTransform,
  });
  app.get(OPENAPI_PATH, { schema: { hide: true } }, (_request, reply) => reply.send(app.swagger()));
}
