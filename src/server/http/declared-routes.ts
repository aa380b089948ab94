// Declared REST routes: each route under /api names its params, query, body and answers with zod schemas of
// src/shared/schemas and its permission as `config: { permission }`. This file makes those declarations work:
// - requests are validated with the same parse and the same error as parseInput (our 400 envelope and messages);
// - answers are serialized through their schema (serializer.ts: fast-json-stringify), so only declared fields leave;
// - the permission is checked in onRequest, before a byte of the body is read (401 without a session, 403 without
//   the right), for every route that declares one.
// Multipart forms are read by withForm (http/multipart.ts) and validated by their handler with the declared body
// (form-body.ts).
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchemaCompiler,
  FastifySerializerCompiler,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Action } from '../../shared/policy';
import { validationError } from '../../shared/validation';
import type { Deps } from '../deps';
import { allowed, authorize } from '../kernel/permissions';
import { actorOf } from './actor';
import { isFormBody } from './form-body';
import { serializerOf } from './serializer';

/** The /api plugin as the REST modules see it: request parts typed from the route's zod schemas. */
export type RestApi = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, ZodTypeProvider>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The policy action a caller needs for this route (src/shared/policy.ts), or several of which any one will do (the
     * service then checks the exact one); checked before the body is read.
     */
    permission?: Action | readonly Action[];
  }
}

/**
 * Serializes an answer through its declared schema with fast-json-stringify (serializer.ts): what the schema does not
 * name is dropped. Not the provider's own serializerCompiler: zod's encode re-validates every answer, which costs 3-4
 * times JSON.stringify on a large list (docs/decisions/015-declared-rest-routes-and-openapi.md). A declared answer that
 * is not JSON (a file's bytes, declared for the OpenAPI document) is never serialized: its handler sends a stream.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<z.ZodType> = ({ schema }) =>
  schema instanceof z.ZodType ? serializerOf(schema) : (data) => JSON.stringify(data);

/** Validates a request part as parseInput does: no body or query reads as `{}`, a failure is our 400 AppError. */
const validatorCompiler: FastifySchemaCompiler<z.ZodType> = ({ schema, httpPart }) => {
  if (httpPart === 'body' && isFormBody(schema)) return (data) => ({ value: data });
  return (data) => {
    const result = schema.safeParse(data ?? {});
    return result.success ? { value: result.data } : { error: validationError(result.error) };
  };
};

async function checkPermission(this: Deps, request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const actor = await actorOf(request, this);
  const needed = [request.routeOptions.config.permission!].flat();
  if (needed.some((action) => allowed(actor, action))) return;
  authorize(actor, needed[0]!);
}

/** Call on the /api plugin before its routes are registered. */
export function registerDeclaredRoutes(api: FastifyInstance, deps: Deps): RestApi {
  api.setValidatorCompiler(validatorCompiler);
  api.setSerializerCompiler(responseSerializerCompiler);
  const check = checkPermission.bind(deps);
  api.addHook('onRoute', (route) => {
    if (route.config?.permission) route.onRequest = [...[route.onRequest ?? []].flat(), check];
  });
  return api.withTypeProvider<ZodTypeProvider>();
}
