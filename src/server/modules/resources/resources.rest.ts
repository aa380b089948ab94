// Resource calls of the spec (02 §7): lists, one, and the EDITOR/ADMIN writes (form-data with an optional `image`).
import { z } from 'zod';
import { contentLangQuery } from '../../../shared/schemas/content-lang';
import { okEnvelope } from '../../../shared/schemas/envelope';
import { idParams } from '../../../shared/schemas/fields';
import { createResourceInput, resourceOutput, resourcePageInput, updateResourceInput } from '../../../shared/schemas/resources';
import type { Deps } from '../../deps';
import { actorOf } from '../../http/actor';
import type { RestApi } from '../../http/declared-routes';
import { FORM_CONSUMES, formSchema } from '../../http/form-body';
import { formRoutes, withForm } from '../../http/multipart';
import { ok } from '../../http/reply';
import * as resources from './resources.service';

const list = { 200: okEnvelope(z.array(resourceOutput)) };
const one = { 200: okEnvelope(resourceOutput) };
const write = { permission: 'resources:write' } as const;

const createResourceForm = formSchema(createResourceInput, 'image');
const updateResourceForm = formSchema(updateResourceInput, 'image');

export async function resourceRoutes(api: RestApi, deps: Deps): Promise<void> {
  api.get('/resources', { schema: { summary: 'List resources', operationId: 'listResources', response: list } }, async (_request, reply) => ok(reply, await resources.listResources(deps)));
  // `?lang=en`: the English versions where resources have them, each naming its fields' languages (decision 204).
  api.get(
    '/resources/page/:page',
    { schema: { summary: 'Resources of one page', operationId: 'listResourcesByPage', params: resourcePageInput, querystring: contentLangQuery, response: list } },
    async (request, reply) => ok(reply, await resources.listByPage(deps, request.params.page, request.query.lang)),
  );
  api.get('/resources/:id', { schema: { summary: 'One resource', operationId: 'getResource', params: idParams, querystring: contentLangQuery, response: one } }, async (request, reply) =>
    ok(reply, await resources.getResource(deps, request.params.id, request.query.lang)),
  );

  await formRoutes(api, (forms) => {
    forms.post(
      '/resources',
      { config: write, schema: { summary: 'Create a resource', operationId: 'createResource', consumes: FORM_CONSUMES, body: createResourceForm.body, response: { 201: okEnvelope(resourceOutput) } } },
      async (request, reply) => {
        const actor = await actorOf(request, deps);
        const resource = await withForm(request, deps.storage, ['image'], async (form) => {
          const input = createResourceForm.parse(form).fields;
          return resources.createResource(deps, actor, input, { upload: form.file, fileId: input.imageId });
        });
        return ok(reply, resource, 201);
      },
    );

    forms.put(
      '/resources/:id',
      { config: write, schema: { summary: 'Update a resource', operationId: 'updateResource', params: idParams, consumes: FORM_CONSUMES, body: updateResourceForm.body, response: one } },
      async (request, reply) => {
        const actor = await actorOf(request, deps);
        const resource = await withForm(request, deps.storage, ['image'], async (form) => {
          const input = updateResourceForm.parse(form).fields;
          return resources.updateResource(deps, actor, request.params.id, input, { upload: form.file, fileId: input.imageId });
        });
        return ok(reply, resource);
      },
    );
  });

  api.delete('/resources/:id', { config: write, schema: { summary: 'Delete a resource', operationId: 'deleteResource', params: idParams, response: one } }, async (request, reply) =>
    ok(reply, await resources.deleteResource(deps, await actorOf(request, deps), request.params.id)),
  );
}
