// One delete flow for every dashboard list (issue 15): the confirmation names the item before the spec's own
// sentence, the server call, the toast, and the focus moved to the next row / previous row / create button
// (focus-after-delete.ts). Resolves true when the item was deleted.
import { useCallback } from 'react';
import { useConfirm } from './confirm-dialog';
import { focusAfterDelete } from './focus-after-delete';
import { useToast } from './toast';

/** "Delete the sponsor "Acme"? Are you sure you want to delete this sponsor?" (the posts' form of the question). */
export const namedDeleteQuestion = (kind: string, name: string, specSentence: string): string => `Delete the ${kind} "${name}"? ${specSentence}`;

export interface DeleteItem {
  /** The whole question, naming the item (namedDeleteQuestion, or the spec's own sentence when it names it). */
  question: string;
  /** A sentence under it (the bin's: decision 198). */
  note?: string;
  /** The id of the row's title element and of the button that takes the focus when no row is left. */
  rowTitleId: string;
  fallbackId: string;
  remove: () => Promise<unknown>;
  deleted: string;
  /** The failure: its text for a toast, or what the screen does with it (a banner). */
  failed: string | ((error: unknown) => void);
}

export function useDeleteItem(): (item: DeleteItem) => Promise<boolean> {
  const confirm = useConfirm();
  const toast = useToast();
  return useCallback(
    async (item) => {
      if (!(await confirm(item.question, { confirmLabel: 'Delete', note: item.note }))) return false;
      try {
        await item.remove();
      } catch (error) {
        if (typeof item.failed === 'string') toast.error(item.failed);
        else item.failed(error);
        return false;
      }
      focusAfterDelete(item.rowTitleId, item.fallbackId);
      toast.success(item.deleted);
      return true;
    },
    [confirm, toast],
  );
}
