// The OpenAPI description of /api, published as JSON and as an interactive page at /api/docs.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { DEVICE_TOKEN_HEADER } from '../../src/api/http-headers';

export async function registerOpenApi(app: FastifyInstance, version: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Parlay Engine API',
        description:
          'Picks, handicappers, My Picks and the parlay optimizer. All paths live under /api.',
        version,
      },
      components: {
        securitySchemes: {
          deviceToken: { type: 'apiKey', in: 'header', name: DEVICE_TOKEN_HEADER },
        },
      },
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
