// The dashboard's calendar procedures (ADMIN writes); the public page reads GET /api/competitions.
import { z } from 'zod';
import { competitionStageFields, competitionStageId, competitionStageRow, competitionStageUpdate } from '../../../shared/schemas/competitions';
import { deletedOutput } from '../../../shared/schemas/fields';
import { procedureFor, router } from '../../trpc/init';
import * as competitions from './competitions.service';

const write = procedureFor('calendar:write');

export const competitionsRouter = router({
  stages: write.output(z.array(competitionStageRow)).query(({ ctx }) => competitions.listStageRows(ctx.deps)),
  create: write.input(competitionStageFields).output(competitionStageRow).mutation(({ ctx, input }) => competitions.createStage(ctx.deps, ctx.actor, input)),
  update: write.input(competitionStageUpdate).output(competitionStageRow).mutation(({ ctx, input }) => competitions.updateStage(ctx.deps, ctx.actor, input.id, input.stage)),
  delete: write.input(competitionStageId).output(deletedOutput).mutation(({ ctx, input }) => competitions.deleteStage(ctx.deps, ctx.actor, input.id)),
});
