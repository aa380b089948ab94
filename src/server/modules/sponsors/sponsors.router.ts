import {
  linkEventInput,
  sponsorCreateRequest,
  sponsorIdInput,
  sponsorsByEventInput,
  sponsorUpdateRequest,
} from '../../../shared/schemas/sponsors';
import { procedureFor, publicProcedure, router } from '../../trpc/init';
import * as sponsors from './sponsors.service';

const write = procedureFor('sponsors:write');

export const sponsorsRouter = router({
  list: publicProcedure.query(({ ctx }) => sponsors.listSponsors(ctx.deps)),
  byId: publicProcedure.input(sponsorIdInput).query(({ ctx, input }) => sponsors.getSponsor(ctx.deps, input.id)),
  byEvent: publicProcedure.input(sponsorsByEventInput).query(({ ctx, input }) => sponsors.sponsorsByEvent(ctx.deps, input.eventId)),
  create: write.input(sponsorCreateRequest).mutation(({ ctx, input }) => {
    const { logoId, ...fields } = input;
    return sponsors.createSponsor(ctx.deps, ctx.actor, fields, { fileId: logoId });
  }),
  update: write.input(sponsorUpdateRequest).mutation(({ ctx, input }) => {
    const { id, logoId, ...fields } = input;
    return sponsors.updateSponsor(ctx.deps, ctx.actor, id, fields, { fileId: logoId });
  }),
  delete: write.input(sponsorIdInput).mutation(({ ctx, input }) => sponsors.deleteSponsor(ctx.deps, ctx.actor, input.id)),
  linkEvent: write.input(linkEventInput).mutation(({ ctx, input }) => sponsors.linkEvent(ctx.deps, ctx.actor, input.id, input.eventId)),
  unlinkEvent: write.input(sponsorIdInput).mutation(({ ctx, input }) => sponsors.unlinkEvent(ctx.deps, ctx.actor, input.id)),
});
