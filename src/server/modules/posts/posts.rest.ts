// Home post calls of the spec (02 §7): list, one, and the EDITOR/ADMIN writes (form-data with an optional `image`).
import type { FastifyInstance } from 'fastify';
import { createPostInput, updatePostInput } from '../../../shared/schemas/posts';
import { parseInput } from '../../../shared/validation';
import type { Deps } from '../../deps';
import { actorOf } from '../../http/actor';
import { withForm } from '../../http/multipart';
import { idFrom, ok } from '../../http/reply';
import { authorize } from '../auth/permissions';
import * as posts from './posts.service';

export function postRoutes(api: FastifyInstance, deps: Deps) {
  api.get('/home-posts', async (_request, reply) => ok(reply, await posts.listPosts(deps)));
  api.get('/home-posts/:id', async (request, reply) => ok(reply, await posts.getPost(deps, idFrom(request.params))));

  api.post('/home-posts', async (request, reply) => {
    // Refuse before reading a large body from someone who may not write.
    const actor = await actorOf(request, deps);
    authorize(actor, 'posts:write');
    const post = await withForm(request, deps.storage, ['image'], async (form) => {
      const input = parseInput(createPostInput, form.fields);
      return posts.createPost(deps, actor, input, { upload: form.file, fileId: input.imageId });
    });
    return ok(reply, post, 201);
  });

  api.put('/home-posts/:id', async (request, reply) => {
    const actor = await actorOf(request, deps);
    authorize(actor, 'posts:write');
    const id = idFrom(request.params);
    const post = await withForm(request, deps.storage, ['image'], async (form) => {
      const input = parseInput(updatePostInput, form.fields);
      return posts.updatePost(deps, actor, id, input, { upload: form.file, fileId: input.imageId });
    });
    return ok(reply, post);
  });

  api.delete('/home-posts/:id', async (request, reply) => {
    const actor = await actorOf(request, deps);
    return ok(reply, await posts.deletePost(deps, actor, idFrom(request.params)));
  });
}
