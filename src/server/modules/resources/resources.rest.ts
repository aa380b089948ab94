// Resource calls of the spec (02 §7): lists, one, and the EDITOR/ADMIN writes (form-data with an optional `image`).
import type { FastifyInstance } from 'fastify';
import { createResourceInput, resourcePageInput, updateResourceInput } from '../../../shared/schemas/resources';
import { parseInput } from '../../../shared/validation';
import type { Deps } from '../../deps';
import { actorOf } from '../../http/actor';
import { withForm } from '../../http/multipart';
import { idFrom, ok } from '../../http/reply';
import { authorize } from '../auth/permissions';
import * as resources from './resources.service';

export function resourceRoutes(api: FastifyInstance, deps: Deps) {
  api.get('/resources', async (_request, reply) => ok(reply, await resources.listResources(deps)));
  api.get('/resources/page/:page', async (request, reply) =>
    ok(reply, await resources.listByPage(deps, parseInput(resourcePageInput, request.params).page)),
  );
  api.get('/resources/:id', async (request, reply) => ok(reply, await resources.getResource(deps, idFrom(request.params))));

  api.post('/resources', async (request, reply) => {
    // Refuse before reading a large body from someone who may not write.
    const actor = await actorOf(request, deps);
    authorize(actor, 'resources:write');
    const resource = await withForm(request, deps.storage, ['image'], async (form) => {
      const input = parseInput(createResourceInput, form.fields);
      return resources.createResource(deps, actor, input, { upload: form.file, fileId: input.imageId });
    });
    return ok(reply, resource, 201);
  });

  api.put('/resources/:id', async (request, reply) => {
    const actor = await actorOf(request, deps);
    authorize(actor, 'resources:write');
    const id = idFrom(request.params);
    const resource = await withForm(request, deps.storage, ['image'], async (form) => {
      const input = parseInput(updateResourceInput, form.fields);
      return resources.updateResource(deps, actor, id, input, { upload: form.file, fileId: input.imageId });
    });
    return ok(reply, resource);
  });

  api.delete('/resources/:id', async (request, reply) => {
    const actor = await actorOf(request, deps);
    return ok(reply, await resources.deleteResource(deps, actor, idFrom(request.params)));
  });
}
