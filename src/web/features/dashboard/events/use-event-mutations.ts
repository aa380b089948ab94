// Event writes: create and update (the form shows their failures), delete with the spec's question. Each success
// reloads the event list.
import { BIN_TEXTS } from '../../../../shared/schemas/bin';
import type { EventCreateInput, EventOutput } from '../../../../shared/schemas/events';
import { trpc } from '../../../lib/trpc';
import { useConfirm } from '../ui/confirm-dialog';
import { focusAfterDelete } from '../ui/focus-after-delete';
import { savedMessage } from '../ui/publish-status';
import { useToast } from '../ui/toast';
import type { EventSave } from './event-form';
import { nonEmpty } from './event-form-values';

export function useEventMutations() {
  const utils = trpc.useUtils();
  const toast = useToast();
  const confirm = useConfirm();
  const createMutation = trpc.events.create.useMutation();
  const updateMutation = trpc.events.update.useMutation();
  const deleteMutation = trpc.events.delete.useMutation();
  const reload = () => utils.events.listForEditor.invalidate();
  /** The spec's message for a published save; a draft, a schedule or a failed image say what happened instead. */
  const report = (spec: string, data: EventCreateInput, uploadFailed?: string) => {
    if (uploadFailed) toast.error(uploadFailed);
    else toast.success(savedMessage(spec, 'event', { status: data.status ?? 'published', publishAt: data.publishAt }));
  };

  /** The English version as sent (decision 203): an emptied field goes as null, which removes it. */
  const english = (data: EventCreateInput) => ({ titleEn: data.titleEn ?? null, descriptionEn: data.descriptionEn?.doc ?? null });

  const create = async ({ data, imageId, uploadFailed }: EventSave) => {
    const created = await createMutation.mutateAsync({ ...nonEmpty(data), description: data.description?.doc, ...english(data), imageId });
    report('Event created successfully!', data, uploadFailed);
    await reload();
    return created;
  };

  const update = async (id: number, { data, imageId, clear, uploadFailed }: EventSave) => {
    await updateMutation.mutateAsync({ id, ...nonEmpty(data), description: data.description?.doc, ...english(data), imageId, clear: clear.length ? clear : undefined });
    report('Event updated successfully!', data, uploadFailed);
    await Promise.all([reload(), utils.events.byIdForEditor.invalidate({ id })]);
  };

  const remove = async (event: EventOutput) => {
    if (!(await confirm(`Are you sure you want to delete "${event.title}"?`, { confirmLabel: 'Delete', note: BIN_TEXTS.confirmNote }))) return;
    try {
      await deleteMutation.mutateAsync({ id: event.id });
      focusAfterDelete(`event-${event.id}-title`, 'events-create');
      toast.success('Event deleted successfully!');
      await reload();
    } catch {
      toast.error('Failed to delete event');
    }
  };

  return { create, update, remove, deleting: deleteMutation.isPending ? Number(deleteMutation.variables?.id) : undefined };
}
