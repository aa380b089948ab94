// Every tRPC call's body stops at JSON_BODY_LIMIT (64 KB), except the two procedures that carry a whole CSV file
// (TEAM_CSV_PROCEDURES): they get their own routes, `POST /trpc/teams.csvPreview` and `.../teams.csvImport`, whose
// body limit follows the CSV's one number (TEAM_CSV_MAX_BYTES). Static routes win over tRPC's `/trpc/:path`, so
// these paths are answered here, by tRPC's own Fastify handler; a batch naming them with other calls keeps 64 KB
// (the dashboard sends them alone: web/lib/trpc.ts).
import { fastifyRequestHandler, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import type { FastifyInstance } from 'fastify';
import { TEAM_CSV_MAX_BYTES, TEAM_CSV_MESSAGES, TEAM_CSV_PROCEDURES } from '../../shared/schemas/team-csv';
import { JSON_BODY_LIMIT } from '../http/request-bodies';
import type { AppRouter } from './app-router';

/**
 * A CSV file as a JSON string: at worst twice its bytes (every `"`, `\` and line break escaped), plus the call's
 * other fields. A larger body cannot hold a CSV within the limit (the schema checks the file's own size exactly).
 */
export const CSV_CALL_BODY_LIMIT = 2 * TEAM_CSV_MAX_BYTES + JSON_BODY_LIMIT;

export async function registerLargeBodyProcedures(
  trpc: FastifyInstance,
  trpcOptions: FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
): Promise<void> {
  await trpc.register(async (csv) => {
    // As tRPC's plugin does for its own route: the body reaches tRPC as text (trpc-json-guard.ts parses it first).
    csv.removeContentTypeParser('application/json');
    csv.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    for (const path of TEAM_CSV_PROCEDURES) {
      csv.post(
        `/trpc/${path}`,
        { bodyLimit: CSV_CALL_BODY_LIMIT, config: { bodyTooLarge: TEAM_CSV_MESSAGES.tooLarge } },
        async (request, reply) => {
          await fastifyRequestHandler({ ...trpcOptions, req: request, res: reply, path });
        },
      );
    }
  });
}
