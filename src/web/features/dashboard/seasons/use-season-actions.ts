// What the seasons screen does to the server: create, update, delete and set-current through tRPC, each with the
// spec's confirmation and failure texts (spec 02 §8 "Seasons", "Confirmations"). Failures go to the screen's banner;
// successes to a toast. After each change every seasons query reloads (the events tab reads the current season too).
import { TRPCClientError } from '@trpc/client';
import type { SeasonOutput } from '../../../../shared/schemas/seasons';
import { trpc } from '../../../lib/trpc';
import { useConfirm } from '../ui/confirm-dialog';
import { useDeleteItem } from '../ui/delete-item';
import { useToast } from '../ui/toast';
import type { SeasonFormValues } from './season-form';

/** The server's own message, when the server answered (not for a network failure). */
function serverMessage(error: unknown): string | null {
  return error instanceof TRPCClientError && error.data && typeof error.message === 'string' && error.message ? error.message : null;
}

const httpStatus = (error: unknown): number | undefined =>
  error instanceof TRPCClientError ? (error.data as { httpStatus?: number } | undefined)?.httpStatus : undefined;

export function useSeasonActions(showError: (message: string) => void) {
  const utils = trpc.useUtils();
  const toast = useToast();
  const confirm = useConfirm();
  const deleteItem = useDeleteItem();
  const create = trpc.seasons.create.useMutation();
  const update = trpc.seasons.update.useMutation();
  const remove = trpc.seasons.delete.useMutation();
  const setCurrent = trpc.seasons.setCurrent.useMutation();
  const reload = () => utils.seasons.invalidate();

  return {
    saving: create.isPending || update.isPending,

    /** Resolves true when the season was created (the form then closes). */
    async createSeason(values: SeasonFormValues): Promise<boolean> {
      try {
        await create.mutateAsync(values);
        toast.success('Season created successfully!');
        await reload();
        return true;
      } catch (error) {
        showError(serverMessage(error) ?? 'Failed to create season');
        return false;
      }
    },

    async updateSeason(season: SeasonOutput, values: SeasonFormValues): Promise<boolean> {
      try {
        await update.mutateAsync({ id: season.id, ...values });
        toast.success('Season updated successfully!');
        await reload();
        return true;
      } catch (error) {
        showError(serverMessage(error) ?? 'Failed to update season');
        return false;
      }
    },

    async deleteSeason(season: SeasonOutput): Promise<void> {
      await deleteItem({
        question: `Are you sure you want to delete season "${season.seasonName}"? This action cannot be undone.`,
        rowTitleId: `season-${season.id}-name`,
        fallbackId: 'seasons-create',
        remove: () => remove.mutateAsync({ id: season.id }),
        deleted: 'Season deleted successfully!',
        // A season with events or teams stays: the server says so (409); anything else is the spec's generic text.
        failed: (error) => showError(httpStatus(error) === 409 ? (serverMessage(error) ?? 'Failed to delete season') : 'Failed to delete season'),
      });
      await reload();
    },

    async setCurrentSeason(season: SeasonOutput): Promise<void> {
      const ok = await confirm(`Set "${season.seasonName}" as the current active season? The public site switches to this season at once.`, { confirmLabel: 'Set as current', danger: false });
      if (!ok) return;
      try {
        await setCurrent.mutateAsync({ id: season.id });
        toast.success(`"${season.seasonName}" is now the current season.`);
      } catch {
        showError('Failed to set current season');
      }
      await reload();
    },
  };
}
