// The dashboard's home post procedures: the same service as the REST routes; files come as an uploaded file's id.
import { z } from 'zod';
import { createPostInput, postEditorOutput, postIdInput, updatePostByIdInput } from '../../../shared/schemas/posts';
import { bulkIdsInput, bulkOutput } from '../../../shared/schemas/bin';
import { eachItem } from '../../kernel/bulk';
import { procedureFor, router } from '../../trpc/init';
import * as posts from './posts.service';

const write = procedureFor('posts:write');

export const postsRouter = router({
  /** Drafts and scheduled posts too: the dashboard's list, its edit form and the preview (issue 15). */
  listForEditor: write.output(z.array(postEditorOutput)).query(({ ctx }) => posts.listAllPosts(ctx.deps, ctx.actor)),
  byIdForEditor: write.input(postIdInput).output(postEditorOutput).query(({ ctx, input }) => posts.getPostForEditor(ctx.deps, ctx.actor, input.id)),
  create: write.input(createPostInput).output(postEditorOutput).mutation(({ ctx, input }) => posts.createPost(ctx.deps, ctx.actor, input, { fileId: input.imageId })),
  update: write
    .input(updatePostByIdInput)
    .output(postEditorOutput)
    .mutation(({ ctx, input: { id, ...changes } }) => posts.updatePost(ctx.deps, ctx.actor, id, changes, { fileId: changes.imageId })),
  delete: write.input(postIdInput).output(postEditorOutput).mutation(({ ctx, input }) => posts.deletePost(ctx.deps, ctx.actor, input.id)),
  /** The list's bulk actions: each post as its own publish or delete (to the bin), refusals reported per post. */
  publishMany: write.input(bulkIdsInput).output(bulkOutput).mutation(({ ctx, input }) => eachItem(input.ids, (id) => posts.updatePost(ctx.deps, ctx.actor, id, { status: 'published' }, {}))),
  deleteMany: write.input(bulkIdsInput).output(bulkOutput).mutation(({ ctx, input }) => eachItem(input.ids, (id) => posts.deletePost(ctx.deps, ctx.actor, id))),
});
