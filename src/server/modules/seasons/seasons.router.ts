import { z } from 'zod';
import { createSeasonInput, seasonIdInput, seasonOutput, seasonStatistics, updateSeasonWithId } from '../../../shared/schemas/seasons';
import { procedureFor, publicProcedure, router } from '../../trpc/init';
import * as seasons from './seasons.service';

const write = procedureFor('seasons:write');

export const seasonsRouter = router({
  list: publicProcedure.output(z.array(seasonOutput)).query(({ ctx }) => seasons.listSeasons(ctx.deps)),
  /** null before any season exists (the dashboard shows its own note instead of an error). */
  current: publicProcedure.output(seasonOutput.nullable()).query(({ ctx }) => seasons.findCurrentSeason(ctx.deps)),
  statistics: publicProcedure.input(seasonIdInput).output(seasonStatistics).query(({ ctx, input }) => seasons.getSeasonStatistics(ctx.deps, input.id)),
  create: write.input(createSeasonInput).output(seasonOutput).mutation(({ ctx, input }) => seasons.createSeason(ctx.deps, ctx.actor, input)),
  update: write.input(updateSeasonWithId).output(seasonOutput).mutation(({ ctx, input: { id, ...changes } }) => seasons.updateSeason(ctx.deps, ctx.actor, id, changes)),
  delete: write.input(seasonIdInput).output(seasonOutput).mutation(({ ctx, input }) => seasons.deleteSeason(ctx.deps, ctx.actor, input.id)),
  setCurrent: write.input(seasonIdInput).output(seasonOutput).mutation(({ ctx, input }) => seasons.setCurrentSeason(ctx.deps, ctx.actor, input.id)),
});
