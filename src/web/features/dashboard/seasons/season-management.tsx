// Seasons Management (spec 02 §2, §4, §5, §8), ADMIN only: the current-season card, a dismissible error banner,
// the create and edit forms (one at a time), the 'All Seasons' table and the statistics modal. The forms have their
// addresses (issue 15): /dashboard/seasons/new, /dashboard/seasons/<id>/edit (the current season's: "Correct dates").
import { useState } from 'react';
import type { SeasonOutput, SeasonStatistics } from '../../../../shared/schemas/seasons';
import { trpc } from '../../../lib/trpc';
import { useItemAddress } from '../ui/item-address';
import { CurrentSeasonCard } from './current-season-card';
import { SeasonForm, type SeasonFormValues } from './season-form';
import { SeasonStatisticsDialog } from './season-statistics-dialog';
import { SeasonTable } from './season-table';
import styles from './seasons.module.css';
import { useSeasonActions } from './use-season-actions';

export function SeasonManagement() {
  const utils = trpc.useUtils();
  const list = trpc.seasons.list.useQuery();
  const current = trpc.seasons.current.useQuery();
  const address = useItemAddress('seasons');
  const mode = address.mode;
  const editing = mode.kind === 'edit' ? list.data?.find((season) => season.id === mode.id) : undefined;
  const [actionError, setActionError] = useState<string | null>(null);
  const [dismissedLoadError, setDismissedLoadError] = useState(0);
  const [statistics, setStatistics] = useState<SeasonStatistics | null>(null);
  const [loadingStatsId, setLoadingStatsId] = useState<number | null>(null);
  const actions = useSeasonActions(setActionError);
  const formOpen = mode.kind !== 'list';
  const close = (saved: boolean) => void address.toList({ force: saved });

  const loadError =
    list.isError && list.errorUpdatedAt !== dismissedLoadError
      ? 'Failed to load seasons'
      : current.isError && current.errorUpdatedAt !== dismissedLoadError
        ? 'Failed to load current season information'
        : null;
  const banner = actionError ?? loadError;
  const dismiss = () => {
    setActionError(null);
    setDismissedLoadError(list.isError ? list.errorUpdatedAt : current.errorUpdatedAt);
  };

  const save = async (values: SeasonFormValues) => {
    setActionError(null);
    const ok = editing ? await actions.updateSeason(editing, values) : await actions.createSeason(values);
    if (ok) close(true);
    return ok;
  };

  const openStatistics = async (season: SeasonOutput) => {
    setLoadingStatsId(season.id);
    try {
      setStatistics(await utils.seasons.statistics.fetch({ id: season.id }, { staleTime: 0 }));
    } catch {
      setActionError('Failed to load season statistics');
    } finally {
      setLoadingStatsId(null);
    }
  };

  const seasons = list.data ?? [];

  return (
    <section aria-labelledby="seasons-title">
      <div className="dash-header">
        <h2 id="seasons-title" className={styles.title}>
          Seasons Management
        </h2>
        <button id="seasons-create" type="button" className="dash-btn dash-btn--primary" disabled={formOpen} onClick={() => void address.toNew()}>
          Create New Season
        </button>
      </div>

      <CurrentSeasonCard season={current.data} loading={current.isPending} />

      {banner && (
        <div className="dash-alert dash-alert--error" role="alert" style={{ display: 'flex', justifyContent: 'space-between', gap: 16, alignItems: 'center' }}>
          <span>{banner}</span>
          <button type="button" className="dash-btn dash-btn--small" aria-label="Dismiss error" onClick={dismiss}>
            Dismiss
          </button>
        </div>
      )}

      {mode.kind === 'edit' && !editing && (
        <p className="dash-empty" role="status">
          {list.isPending ? 'Loading season...' : 'Season not found.'}
        </p>
      )}
      {(mode.kind === 'new' || editing) && (
        <SeasonForm
          key={editing ? `edit-${editing.id}` : 'create'}
          season={editing}
          datesOnly={editing?.isCurrent ?? false}
          busy={actions.saving}
          onSubmit={save}
          onEdit={() => setActionError(null)}
          onCancel={() => close(false)}
        />
      )}

      <section className="dash-panel" aria-labelledby="all-seasons-title">
        <div className={styles.listHeader}>
          <h3 id="all-seasons-title">All Seasons</h3>
          <button type="button" className="dash-btn dash-btn--small" disabled={list.isFetching} onClick={() => void utils.seasons.invalidate()}>
            {list.isFetching ? 'Refreshing...' : 'Refresh'}
          </button>
        </div>
        {list.isPending ? (
          <p className="state" role="status">
            Loading seasons...
          </p>
        ) : list.isError && seasons.length === 0 ? (
          <p className="dash-empty">The seasons could not be loaded. Use Refresh to try again.</p>
        ) : seasons.length === 0 ? (
          <p className="dash-empty">No seasons found. Create your first season to get started!</p>
        ) : (
          <SeasonTable
            seasons={seasons}
            formOpen={formOpen}
            loadingStatsId={loadingStatsId}
            onStatistics={(season) => void openStatistics(season)}
            onEdit={(season) => {
              setActionError(null);
              void address.toEdit(season.id);
            }}
            onSetCurrent={(season) => void actions.setCurrentSeason(season)}
            onDelete={(season) => void actions.deleteSeason(season)}
          />
        )}
      </section>

      {statistics && <SeasonStatisticsDialog statistics={statistics} onClose={() => setStatistics(null)} />}
    </section>
  );
}
