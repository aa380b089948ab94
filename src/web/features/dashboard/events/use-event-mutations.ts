// Event writes: create and update (the form shows their failures), delete with the spec's question. Each success
// reloads the event list.
import type { EventOutput } from '../../../../shared/schemas/events';
import { trpc } from '../../../lib/trpc';
import { useConfirm } from '../ui/confirm-dialog';
import { focusAfterDelete } from '../ui/focus-after-delete';
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
  const reload = () => utils.events.list.invalidate();

  const create = async ({ data, imageId }: EventSave) => {
    await createMutation.mutateAsync({ ...nonEmpty(data), imageId });
    toast.success('Event created successfully!');
    await reload();
  };

  const update = async (id: number, { data, imageId, clear }: EventSave) => {
    await updateMutation.mutateAsync({ id, ...nonEmpty(data), imageId, clear: clear.length ? clear : undefined });
    toast.success('Event updated successfully!');
    await Promise.all([reload(), utils.events.byId.invalidate({ id })]);
  };

  const remove = async (event: EventOutput) => {
    if (!(await confirm(`Are you sure you want to delete "${event.title}"?`, { confirmLabel: 'Delete' }))) return;
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
