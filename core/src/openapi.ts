import { z } from 'zod';
import { ApiError } from './contract/common';
import { CALLS, type CallName } from './contract/calls';

/**
 * Builds the OpenAPI 3.1 document of the given calls from the contract, so the document can
 * never drift from what the server validates.
 */
export function buildOpenApi(names: readonly CallName[], serverUrl = '/'): Record<string, unknown> {
  const paths: Record<string, unknown> = {};
  const error = z.toJSONSchema(ApiError);
  const errorResponse = (description: string) => ({
    description,
    content: { 'application/json': { schema: error } },
  });
  for (const name of names) {
    const c = CALLS[name];
    paths[`/api/${name}`] = {
      post: {
        operationId: name,
        summary: c.summary,
        security: [{ bearer: [] }],
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: z.toJSONSchema(c.request, { io: 'input', unrepresentable: 'any' }),
            },
          },
        },
        responses: {
          '200': {
            description: 'Success',
            content: {
              'application/json': {
                schema: z.toJSONSchema(z.object({ success: z.literal(true), result: c.result }), {
                  unrepresentable: 'any',
                }),
              },
            },
          },
          '400': errorResponse('Invalid request; details name the fields'),
          '401': errorResponse('Missing or invalid bearer token'),
          '404': errorResponse('Not found, or not the caller’s'),
          '413': errorResponse('Body too large'),
          '415': errorResponse('Body is not JSON'),
        },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Trellis API',
      version: '1',
      description:
        'Every call is POST /api/<call> with a JSON body ({} when empty) and a bearer token.',
    },
    servers: [{ url: serverUrl }],
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
    paths,
  };
}
