// A resource in the bin: its row (its file, when it has one, is held by bin_files).
import type { ResourceRow } from '../../db/types';
import type { Binner } from './bin-types';

export const resourceBin: Binner = {
  action: 'resources:write',
  scheduled: false,
  async capture(trx, id) {
    const resources = await trx.selectFrom('resources').selectAll().where('id', '=', id).execute();
    const resource = resources[0];
    if (!resource) return undefined;
    return { title: resource.subsection || resource.description.slice(0, 80), snapshot: { resources }, files: resource.image_id ? [resource.image_id] : [] };
  },
  async remove(trx, id) {
    await trx.deleteFrom('resources').where('id', '=', id).execute();
  },
  async restore(trx, snapshot) {
    const resource = snapshot.resources![0] as ResourceRow;
    const idTaken = !!(await trx.selectFrom('resources').select('id').where('id', '=', resource.id).executeTakeFirst());
    const { id: _id, ...values } = resource;
    const inserted = await trx.insertInto('resources').values({ ...values, ...(idTaken ? {} : { id: resource.id }) }).returning('id').executeTakeFirstOrThrow();
    return inserted.id;
  },
};
