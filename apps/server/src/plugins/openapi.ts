import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import { apiPrefix } from '@tipsy/contracts'
import type { FastifyInstance } from 'fastify'
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod'

/** OpenAPI generated from the contract endpoints; UI at /api/docs, JSON at /api/docs/json. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Tipsy API',
        description: 'Analyse, rewrite and write everyday messages. Every error is `{ detail, code? }`.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  })
  await app.register(swaggerUi, { routePrefix: `${apiPrefix}/docs`, staticCSP: true })
}
