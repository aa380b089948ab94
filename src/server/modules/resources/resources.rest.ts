// Resource calls of the spec (02 §7): lists, one, and the EDITOR/ADMIN writes (form-data with an optional `image`).
import { z } from 'zod';
import { okEnvelope } from '../../../shared/schemas/envelope';
import { idParams } from '../../../shared/schemas/fields';
import { createResourceInput, resourceOutput, resourcePageInput, updateResourceInput } from '../../../shared/schemas/resources';
import { parseInput } from '../../../shared/validation';
import type { Deps } from '../../deps';
import { actorOf } from '../../http/actor';
import { FORM_CONSUMES, formBody, type RestApi } from '../../http/declared-routes';
import { formRoutes, withForm } from '../../http/multipart';
import { ok } from '../../http/reply';
import * as resources from './resources.service';

const list = { 200: okEnvelope(z.array(resourceOutput)) };
const one = { 200: okEnvelope(resourceOutput) };
const write = { permission: 'resources:write' } as const;

export async function resourceRoutes(api: RestApi, deps: Deps): Promise<void> {
  api.get('/resources', { schema: { response: list } }, async (_request, reply) => ok(reply, await resources.listResources(deps)));
  api.get('/resources/page/:page', { schema: { params: resourcePageInput, response: list } }, async (request, reply) =>
    ok(reply, await resources.listByPage(deps, request.params.page)),
  );
  api.get('/resources/:id', { schema: { params: idParams, response: one } }, async (request, reply) =>
    ok(reply, await resources.getResource(deps, request.params.id)),
  );

  await formRoutes(api, (forms) => {
    forms.post(
      '/resources',
      { config: write, schema: { consumes: FORM_CONSUMES, body: formBody(createResourceInput, 'image'), response: { 201: okEnvelope(resourceOutput) } } },
      async (request, reply) => {
        const actor = await actorOf(request, deps);
        const resource = await withForm(request, deps.storage, ['image'], async (form) => {
          const input = parseInput(createResourceInput, form.fields);
          return resources.createResource(deps, actor, input, { upload: form.file, fileId: input.imageId });
        });
        return ok(reply, resource, 201);
      },
    );

    forms.put(
      '/resources/:id',
      { config: write, schema: { params: idParams, consumes: FORM_CONSUMES, body: formBody(updateResourceInput, 'image'), response: one } },
      async (request, reply) => {
        const actor = await actorOf(request, deps);
        const resource = await withForm(request, deps.storage, ['image'], async (form) => {
          const input = parseInput(updateResourceInput, form.fields);
          return resources.updateResource(deps, actor, request.params.id, input, { upload: form.file, fileId: input.imageId });
        });
        return ok(reply, resource);
      },
    );
  });

  api.delete('/resources/:id', { config: write, schema: { params: idParams, response: one } }, async (request, reply) =>
    ok(reply, await resources.deleteResource(deps, await actorOf(request, deps), request.params.id)),
  );
}
