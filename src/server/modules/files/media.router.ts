// The media library's procedures (decision 199). tRPC only: the spec's REST API has no such calls; uploads go through
// the usual POST /api/files/upload with entityType 'library_image'.
import { z } from 'zod';
import { mediaAltInput, mediaIdInput, mediaListInput, mediaListOutput } from '../../../shared/schemas/media';
import { procedureFor, router } from '../../trpc/init';
import * as media from './media.service';

const staff = procedureFor('media:manage');

export const mediaRouter = router({
  list: staff.input(mediaListInput).output(mediaListOutput).query(({ ctx, input }) => media.listMedia(ctx.deps, ctx.actor, input)),
  updateAlt: staff
    .input(mediaAltInput)
    .output(z.object({ id: z.number().int(), altText: z.string() }))
    .mutation(({ ctx, input }) => media.updateAltText(ctx.deps, ctx.actor, input.id, input.altText)),
  delete: staff.input(mediaIdInput).output(z.object({ id: z.number().int() })).mutation(({ ctx, input }) => media.deleteMedia(ctx.deps, ctx.actor, input.id)),
});
