// Home post calls of the spec (02 §7): list, one, and the EDITOR/ADMIN writes (form-data with an optional `image`).
import { z } from 'zod';
import { okEnvelope } from '../../../shared/schemas/envelope';
import { idParams } from '../../../shared/schemas/fields';
import { createPostInput, postOutput, postSlugParams, updatePostInput } from '../../../shared/schemas/posts';
import { parseInput } from '../../../shared/validation';
import type { Deps } from '../../deps';
import { actorOf } from '../../http/actor';
import { FORM_CONSUMES, formBody, type RestApi } from '../../http/declared-routes';
import { withForm } from '../../http/multipart';
import { ok } from '../../http/reply';
import * as posts from './posts.service';

const write = { permission: 'posts:write' } as const;

export function postRoutes(api: RestApi, deps: Deps) {
  api.get('/home-posts', { schema: { response: { 200: okEnvelope(z.array(postOutput)) } } }, async (_request, reply) =>
    ok(reply, await posts.listPosts(deps)),
  );
  // A post's page reads it by its address (issue 24): an old slug answers the post too, whose `slug` is the current one.
  api.get('/home-posts/slug/:slug', { schema: { params: postSlugParams, response: { 200: okEnvelope(postOutput) } } }, async (request, reply) =>
    ok(reply, (await posts.getPostBySlug(deps, request.params.slug)).post),
  );
  api.get('/home-posts/:id', { schema: { params: idParams, response: { 200: okEnvelope(postOutput) } } }, async (request, reply) =>
    ok(reply, await posts.getPost(deps, request.params.id)),
  );

  api.post(
    '/home-posts',
    { config: write, schema: { consumes: FORM_CONSUMES, body: formBody(createPostInput, 'image'), response: { 201: okEnvelope(postOutput) } } },
    async (request, reply) => {
      const actor = await actorOf(request, deps);
      const post = await withForm(request, deps.storage, ['image'], async (form) => {
        const input = parseInput(createPostInput, form.fields);
        return posts.createPost(deps, actor, input, { upload: form.file, fileId: input.imageId });
      });
      return ok(reply, post, 201);
    },
  );

  api.put(
    '/home-posts/:id',
    { config: write, schema: { params: idParams, consumes: FORM_CONSUMES, body: formBody(updatePostInput, 'image'), response: { 200: okEnvelope(postOutput) } } },
    async (request, reply) => {
      const actor = await actorOf(request, deps);
      const post = await withForm(request, deps.storage, ['image'], async (form) => {
        const input = parseInput(updatePostInput, form.fields);
        return posts.updatePost(deps, actor, request.params.id, input, { upload: form.file, fileId: input.imageId });
      });
      return ok(reply, post);
    },
  );

  api.delete('/home-posts/:id', { config: write, schema: { params: idParams, response: { 200: okEnvelope(postOutput) } } }, async (request, reply) =>
    ok(reply, await posts.deletePost(deps, await actorOf(request, deps), request.params.id)),
  );
}
