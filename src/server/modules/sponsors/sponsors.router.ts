import { z } from 'zod';
import { deletedOutput } from '../../../shared/schemas/fields';
import {
  linkEventInput,
  sponsorCreateRequest,
  sponsorIdInput,
  sponsorOutput,
  sponsorsByEventInput,
  sponsorTierInput,
  unlinkEventInput,
  sponsorUpdateRequest,
} from '../../../shared/schemas/sponsors';
import type { Actor } from '../../kernel/actor';
import { procedureFor, publicProcedure, router } from '../../trpc/init';
import { visibilityFor } from '../publishing/visibility';
import * as sponsors from './sponsors.service';

const write = procedureFor('sponsors:write');

/** The dashboard reads sponsors through these too: an editor sees the links to drafts, anyone else the public ones. */
const visibilityOf = (actor: Actor | null) => visibilityFor(actor, 'sponsors:write');

export const sponsorsRouter = router({
  list: publicProcedure.output(z.array(sponsorOutput)).query(({ ctx }) => sponsors.listSponsors(ctx.deps, visibilityOf(ctx.actor))),
  byEvent: publicProcedure.input(sponsorsByEventInput).output(z.array(sponsorOutput)).query(({ ctx, input }) => sponsors.sponsorsByEvent(ctx.deps, input.eventId, visibilityOf(ctx.actor))),
  create: write.input(sponsorCreateRequest).output(sponsorOutput).mutation(({ ctx, input }) => {
    const { logoId, ...fields } = input;
    return sponsors.createSponsor(ctx.deps, ctx.actor, fields, { fileId: logoId });
  }),
  update: write.input(sponsorUpdateRequest).output(sponsorOutput).mutation(({ ctx, input }) => {
    const { id, logoId, ...fields } = input;
    return sponsors.updateSponsor(ctx.deps, ctx.actor, id, fields, { fileId: logoId });
  }),
  delete: write.input(sponsorIdInput).output(deletedOutput).mutation(({ ctx, input }) => sponsors.deleteSponsor(ctx.deps, ctx.actor, input.id)),
  linkEvent: write.input(linkEventInput).output(sponsorOutput).mutation(({ ctx, input }) => sponsors.linkEvent(ctx.deps, ctx.actor, input.id, input.eventId)),
  unlinkEvent: write.input(unlinkEventInput).output(sponsorOutput).mutation(({ ctx, input }) => sponsors.unlinkEvent(ctx.deps, ctx.actor, input.id, input.eventId)),
  setTier: procedureFor('sponsors:tier')
    .input(sponsorTierInput)
    .output(sponsorOutput)
    .mutation(({ ctx, input }) => sponsors.setTier(ctx.deps, ctx.actor, input.id, input)),
});
