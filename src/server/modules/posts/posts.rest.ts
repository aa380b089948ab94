// Home post calls of the spec (02 §7): list, one, and the EDITOR/ADMIN writes (form-data with an optional `image`).
import { z } from 'zod';
import { contentLangQuery } from '../../../shared/schemas/content-lang';
import { okEnvelope } from '../../../shared/schemas/envelope';
import { idParams } from '../../../shared/schemas/fields';
import { createPostInput, postOutput, postSlugParams, updatePostInput } from '../../../shared/schemas/posts';
import type { Deps } from '../../deps';
import { actorOf } from '../../http/actor';
import type { RestApi } from '../../http/declared-routes';
import { FORM_CONSUMES, formSchema } from '../../http/form-body';
import { formRoutes, withForm } from '../../http/multipart';
import { ok } from '../../http/reply';
import * as posts from './posts.service';

const write = { permission: 'posts:write' } as const;

const createPostForm = formSchema(createPostInput, 'image');
const updatePostForm = formSchema(updatePostInput, 'image');

export async function postRoutes(api: RestApi, deps: Deps): Promise<void> {
  // `?lang=en`: the English versions where posts have them, each post naming its fields' languages (decision 203).
  api.get('/home-posts', { schema: { summary: 'List published home posts', operationId: 'listPosts', querystring: contentLangQuery, response: { 200: okEnvelope(z.array(postOutput)) } } }, async (request, reply) =>
    ok(reply, await posts.listPosts(deps, request.query.lang)),
  );
  // A post's page reads it by its address (issue 24): an old slug answers the post too, whose `slug` is the current one.
  api.get('/home-posts/slug/:slug', { schema: { summary: 'One published home post by its address', operationId: 'getPostBySlug', params: postSlugParams, querystring: contentLangQuery, response: { 200: okEnvelope(postOutput) } } }, async (request, reply) =>
    ok(reply, (await posts.getPostBySlug(deps, request.params.slug, request.query.lang)).post),
  );
  api.get('/home-posts/:id', { schema: { summary: 'One home post', operationId: 'getPost', params: idParams, querystring: contentLangQuery, response: { 200: okEnvelope(postOutput) } } }, async (request, reply) =>
    ok(reply, await posts.getPost(deps, request.params.id, request.query.lang)),
  );

  await formRoutes(api, (forms) => {
    forms.post(
      '/home-posts',
      { config: write, schema: { summary: 'Create a home post', operationId: 'createPost', consumes: FORM_CONSUMES, body: createPostForm.body, response: { 201: okEnvelope(postOutput) } } },
      async (request, reply) => {
        const actor = await actorOf(request, deps);
        const post = await withForm(request, deps.storage, ['image'], async (form) => {
          const input = createPostForm.parse(form).fields;
          return posts.createPost(deps, actor, input, { upload: form.file, fileId: input.imageId });
        });
        return ok(reply, post, 201);
      },
    );

    forms.put(
      '/home-posts/:id',
      { config: write, schema: { summary: 'Update a home post', operationId: 'updatePost', params: idParams, consumes: FORM_CONSUMES, body: updatePostForm.body, response: { 200: okEnvelope(postOutput) } } },
      async (request, reply) => {
        const actor = await actorOf(request, deps);
        const post = await withForm(request, deps.storage, ['image'], async (form) => {
          const input = updatePostForm.parse(form).fields;
          return posts.updatePost(deps, actor, request.params.id, input, { upload: form.file, fileId: input.imageId });
        });
        return ok(reply, post);
      },
    );
  });

  api.delete('/home-posts/:id', { config: write, schema: { summary: 'Delete a home post', operationId: 'deletePost', params: idParams, response: { 200: okEnvelope(postOutput) } } }, async (request, reply) =>
    ok(reply, await posts.deletePost(deps, await actorOf(request, deps), request.params.id)),
  );
}
