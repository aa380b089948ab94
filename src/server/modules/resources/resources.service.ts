// Resources: the rules behind both the REST routes and the dashboard's tRPC procedures. The attached file is a
// document for a Document and an optional picture for the other categories.
import type { Updateable } from 'kysely';
import type { ResourceCategory, ResourcePage } from '../../../shared/constants';
import { AppError, notFound } from '../../../shared/errors';
import {
  linkProblem,
  RESOURCE_MESSAGES,
  type CreateResourceInput,
  type ResourceFilter,
  type ResourceOutput,
  type UpdateResourceInput,
} from '../../../shared/schemas/resources';
import type { ResourceRow, ResourcesTable } from '../../db/types';
import { isoNow } from '../../clock';
import type { Deps } from '../../deps';
import type { Actor } from '../../kernel/actor';
import { authorize } from '../../kernel/permissions';
import type { FileKind } from '../files/file-kinds';
import { discardIfUnused, fileOutputs, resolveAttachment, type AttachmentRequest } from '../files/files.service';
import { matchesSearch, toResourceOutput } from './resources.mapper';
import * as repo from './resources.repository';
import { moveToBin } from '../bin/bin.service';

const ENTITY_TYPE = 'resource_file';

const acceptFor = (category: ResourceCategory): readonly FileKind[] => (category === 'Document' ? ['document'] : ['image']);


const documentFileMissing = () =>
  new AppError('VALIDATION', RESOURCE_MESSAGES.documentFileRequired, { fieldErrors: { image: [RESOURCE_MESSAGES.documentFileRequired] } });

async function outputs(deps: Deps, rows: ResourceRow[]): Promise<ResourceOutput[]> {
  const files = await fileOutputs(deps.db, rows.map((r) => r.image_id));
  return rows.map((row) => toResourceOutput(row, files));
}

const one = async (deps: Deps, row: ResourceRow): Promise<ResourceOutput> => (await outputs(deps, [row]))[0]!;

export async function listResources(deps: Deps, filter: ResourceFilter = {}): Promise<ResourceOutput[]> {
  const rows = await repo.listResources(deps.db, { page: filter.page, category: filter.category });
  // The text filter runs here: SQLite's LIKE folds the case of ASCII letters only, and Romanian text has ă, î, ș, ț.
  return outputs(deps, rows.filter((row) => matchesSearch(row, filter.search)));
}

export const listByPage = (deps: Deps, page: ResourcePage): Promise<ResourceOutput[]> => listResources(deps, { page });

export async function getResource(deps: Deps, id: number): Promise<ResourceOutput> {
  const row = await repo.findResource(deps.db, id);
  if (!row) throw notFound('Resource');
  return one(deps, row);
}

export async function createResource(
  deps: Deps,
  actor: Actor | null,
  input: CreateResourceInput,
  attachment: AttachmentRequest,
): Promise<ResourceOutput> {
  authorize(actor, 'resources:write');
  if (input.category === 'Document' && !attachment.upload && attachment.fileId == null) throw documentFileMissing();
  const file = await resolveAttachment(deps, actor, attachment, acceptFor(input.category), ENTITY_TYPE);
  const now = isoNow(deps.clock);
  const row = await file.commit(() =>
    repo.insertResource(deps.db, {
      page: input.page,
      section: input.section,
      subsection: input.subsection,
      description: input.description,
      link: input.link,
      category: input.category,
      priority: input.priority,
      image_id: file.fileId ?? null,
      created_at: now,
      updated_at: now,
    }),
  );
  return one(deps, row);
}

/** Whether the stored file can stay under the (possibly new) category; a PDF cannot stay on a Link, say. */
async function existingFileFits(deps: Deps, fileId: number | null, accept: readonly FileKind[]): Promise<boolean> {
  if (fileId === null) return true;
  const file = (await fileOutputs(deps.db, [fileId])).get(fileId);
  return file !== undefined && accept.includes(file.kind);
}

export async function updateResource(
  deps: Deps,
  actor: Actor | null,
  id: number,
  input: UpdateResourceInput,
  attachment: AttachmentRequest,
): Promise<ResourceOutput> {
  authorize(actor, 'resources:write');
  const existing = await repo.findResource(deps.db, id);
  if (!existing) throw notFound('Resource');

  // The rules apply to the resource as it will be: sent fields over stored ones.
  const category = input.category ?? existing.category;
  const link = category === 'Document' ? '' : (input.link ?? existing.link);
  const problem = linkProblem(category, link || undefined);
  if (problem) throw new AppError('VALIDATION', problem._?.[0] ?? problem.link![0]!, { fieldErrors: problem });

  const accept = acceptFor(category);
  const fileRequested = Boolean(attachment.upload) || attachment.fileId !== undefined;
  const dropExisting = !fileRequested && !(await existingFileFits(deps, existing.image_id, accept));
  const hasFile = attachment.upload ? true : attachment.fileId !== undefined ? attachment.fileId !== null : existing.image_id !== null && !dropExisting;
  if (category === 'Document' && !hasFile) throw documentFileMissing();

  const file = await resolveAttachment(deps, actor, attachment, accept, ENTITY_TYPE);
  const changes: Updateable<ResourcesTable> = { updated_at: isoNow(deps.clock), link };
  if (input.page !== undefined) changes.page = input.page;
  if (input.section !== undefined) changes.section = input.section;
  if (input.subsection !== undefined) changes.subsection = input.subsection;
  if (input.description !== undefined) changes.description = input.description;
  if (input.category !== undefined) changes.category = input.category;
  if (input.priority !== undefined) changes.priority = input.priority;
  if (file.fileId !== undefined) changes.image_id = file.fileId;
  else if (dropExisting) changes.image_id = null;

  // No row means someone deleted the resource meanwhile.
  const row = await file.commit(() => repo.updateResource(deps.db, id, changes), { previousId: existing.image_id, missing: () => notFound('Resource') });
  if (dropExisting) await discardIfUnused(deps, existing.image_id);
  return one(deps, row);
}

/** Moves the resource to the bin (decision 198): its file stays on disk, no longer public. */
export async function deleteResource(deps: Deps, actor: Actor | null, id: number): Promise<ResourceOutput> {
  authorize(actor, 'resources:write');
  const existing = await repo.findResource(deps.db, id);
  if (!existing) throw notFound('Resource');
  const result = await one(deps, existing);
  if (!(await moveToBin(deps, actor, 'resource', id))) throw notFound('Resource');
  return result;
}
