// tRPC reads its JSON input itself (a mutation's body as text, a query's `?input=`), past Fastify's JSON parser. This
// hook runs that same secure parser over the input first, so `__proto__` and `constructor.prototype` keys are a 400 on
// both transports, never an input handed on with the key silently dropped.
import type { FastifyBodyParser, FastifyRequest } from 'fastify';

export function trpcJsonGuard(parseJson: FastifyBodyParser<string>) {
  return async (request: FastifyRequest): Promise<void> => {
    const query = request.query as Record<string, unknown> | undefined;
    for (const text of [request.body, query?.input]) {
      if (typeof text !== 'string' || text === '') continue;
      let refused: Error | null = null;
      parseJson(request, text, (error) => {
        refused = error;
      });
      if (refused) throw refused; // FST_ERR_CTP_INVALID_JSON_BODY: the error handler words it as for REST
    }
  };
}
