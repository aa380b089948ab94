// Resources: the rules behind both the REST routes and the dashboard's tRPC procedures. The attached file is a
// document for a Document and an optional picture for the other categories.
import type { Updateable } from 'kysely';
import type { ResourceCategory, ResourcePage } from '../../../shared/constants';
import { AppError, notFound } from '../../../shared/errors';
import type { Locale } from '../../../shared/locale';
import type { FileOutput } from '../../../shared/schemas/files';
import {
  linkProblem,
  RESOURCE_MESSAGES,
  type CreateResourceInput,
  type ResourceEditorOutput,
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
import { matchesSearch, resourceTranslationColumns, toResourceEditorOutput, toResourceOutput } from './resources.mapper';
import * as repo from './resources.repository';
import { moveToBin } from '../bin/bin.service';

const ENTITY_TYPE = 'resource_file';

const acceptFor = (category: ResourceCategory): readonly FileKind[] => (category === 'Document' ? ['document'] : ['image']);


const documentFileMissing = () =>
  new AppError('VALIDATION', RESOURCE_MESSAGES.documentFileRequired, { fieldErrors: { image: [RESOURCE_MESSAGES.documentFileRequired] } });

/** Rows as answers, their files read in one query, each in `shape`: a public read's (`publicShape`) or the dashboard's
 * (`toResourceEditorOutput`: the English version beside the Romanian fields). */
async function outputs<T>(deps: Deps, rows: ResourceRow[], shape: (row: ResourceRow, files: Map<number, FileOutput>) => T): Promise<T[]> {
  const files = await fileOutputs(deps.db, rows.map((r) => r.image_id));
  return rows.map((row) => shape(row, files));
}

/** A public read's answer; `lang`: its `?lang=` (decision 204), none for the spec's Romanian shape. */
const publicShape = (lang?: Locale) => (row: ResourceRow, files: Map<number, FileOutput>) => toResourceOutput(row, files, lang);
const editorOne = async (deps: Deps, row: ResourceRow): Promise<ResourceEditorOutput> => (await outputs(deps, [row], toResourceEditorOutput))[0]!;

const filteredRows = async (deps: Deps, filter: NonNullable<ResourceFilter>): Promise<ResourceRow[]> => {
  const rows = await repo.listResources(deps.db, { page: filter.page, category: filter.category });
  // The text filter runs here: SQLite's LIKE folds the case of ASCII letters only, and Romanian text has ă, î, ș, ț.
  return rows.filter((row) => matchesSearch(row, filter.search));
};

/** GET /api/resources: every resource (the sitemap reads it too). */
export async function listResources(deps: Deps): Promise<ResourceOutput[]> {
  return outputs(deps, await repo.listResources(deps.db), publicShape());
}

/** The dashboard's list: page, category and text filters, each resource with its English version. */
export async function listResourcesForEditor(deps: Deps, actor: Actor | null, filter: NonNullable<ResourceFilter> = {}): Promise<ResourceEditorOutput[]> {
  authorize(actor, 'resources:write');
  return outputs(deps, await filteredRows(deps, filter), toResourceEditorOutput);
}

export async function listByPage(deps: Deps, page: ResourcePage, lang?: Locale): Promise<ResourceOutput[]> {
  return outputs(deps, await repo.listResources(deps.db, { page }), publicShape(lang));
}

export async function getResource(deps: Deps, id: number, lang?: Locale): Promise<ResourceOutput> {
  const row = await repo.findResource(deps.db, id);
  if (!row) throw notFound('Resource');
  return (await outputs(deps, [row], publicShape(lang)))[0]!;
}

export async function createResource(
  deps: Deps,
  actor: Actor | null,
  input: CreateResourceInput,
  attachment: AttachmentRequest,
): Promise<ResourceEditorOutput> {
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
      ...resourceTranslationColumns(input),
      created_at: now,
      updated_at: now,
    }),
  );
  return editorOne(deps, row);
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
): Promise<ResourceEditorOutput> {
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
  Object.assign(changes, resourceTranslationColumns(input));
  if (file.fileId !== undefined) changes.image_id = file.fileId;
  else if (dropExisting) changes.image_id = null;

  // No row means someone deleted the resource meanwhile.
  const row = await file.commit(() => repo.updateResource(deps.db, id, changes), { previousId: existing.image_id, missing: () => notFound('Resource') });
  if (dropExisting) await discardIfUnused(deps, existing.image_id);
  return editorOne(deps, row);
}

/** Moves the resource to the bin (decision 198): its file stays on disk, no longer public. */
export async function deleteResource(deps: Deps, actor: Actor | null, id: number): Promise<ResourceOutput> {
  authorize(actor, 'resources:write');
  const existing = await repo.findResource(deps.db, id);
  if (!existing) throw notFound('Resource');
  const result = (await outputs(deps, [existing], publicShape()))[0]!;
  if (!(await moveToBin(deps, actor, 'resource', id))) throw notFound('Resource');
  return result;
}
