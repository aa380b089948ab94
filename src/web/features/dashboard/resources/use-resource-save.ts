// Saving a resource: the picked file is uploaded first (progress, Cancel), then the resource is created or
// updated with the file's id; a cancelled or refused upload changes nothing. A file already uploaded for a save
// that was then refused is reused on the next try instead of being sent again.
import { useRef } from 'react';
import { RESOURCE_TEXTS, type CreateResourceInput, type ResourceEditorOutput } from '../../../../shared/schemas/resources';
import { trpc } from '../../../lib/trpc';
import { reasonOf, serverFieldErrors } from '../ui/server-errors';
import { isAbort } from '../../../lib/abort';
import { UPLOAD_CANCELLED, useUpload } from '../ui/use-upload';
import { useToast } from '../ui/toast';

export interface ResourceSaveRequest {
  /** The resource being edited, or null to create one. */
  resource: ResourceEditorOutput | null;
  data: CreateResourceInput;
  file: File | null;
  /** An image of the media library chosen instead of an upload. */
  chosenId?: number;
  removeFile: boolean;
}

export type ResourceSaveResult = { ok: true } | { ok: false; fieldErrors: Record<string, string> };

export function useResourceSave() {
  const utils = trpc.useUtils();
  const create = trpc.resources.create.useMutation();
  const update = trpc.resources.update.useMutation();
  const upload = useUpload();
  const toast = useToast();
  const uploaded = useRef<{ file: File; id: number } | null>(null);

  async function fileId(file: File | null, chosenId: number | undefined, removeFile: boolean): Promise<number | null | undefined> {
    if (!file) return chosenId ?? (removeFile ? null : undefined);
    if (uploaded.current?.file === file) return uploaded.current.id;
    const stored = await upload.start(file, { entityType: 'resource_file' });
    uploaded.current = { file, id: stored.id };
    return stored.id;
  }

  async function save({ resource, data, file, chosenId, removeFile }: ResourceSaveRequest): Promise<ResourceSaveResult> {
    const failed = resource ? RESOURCE_TEXTS.updateFailed : RESOURCE_TEXTS.createFailed;
    let imageId: number | null | undefined;
    try {
      imageId = await fileId(file, chosenId, removeFile);
    } catch (error) {
      if (isAbort(error)) return { ok: false, fieldErrors: { file: UPLOAD_CANCELLED } };
      toast.error(failed);
      return { ok: false, fieldErrors: { file: reasonOf(error) ?? 'The file could not be uploaded.' } };
    }
    try {
      if (resource) await update.mutateAsync({ id: resource.id, ...data, imageId });
      else await create.mutateAsync({ ...data, imageId });
    } catch (error) {
      toast.error(failed);
      const fieldErrors = serverFieldErrors(error) ?? {};
      // The server refused the uploaded file itself: the next try uploads it again.
      if (fieldErrors.file) uploaded.current = null;
      return { ok: false, fieldErrors };
    } finally {
      void utils.resources.listForEditor.invalidate();
    }
    uploaded.current = null;
    toast.success(resource ? RESOURCE_TEXTS.updated : RESOURCE_TEXTS.created);
    return { ok: true };
  }

  return { save, saving: create.isPending || update.isPending || upload.uploading, upload };
}
