// The Calendar tab (ADMIN): the stages of each season shown on /concursuri, newest season first; add, edit, delete.
// The form has its address (issue 15): /dashboard/calendar/new, /dashboard/calendar/<id>/edit.
import { QueryState } from '../ui/query-state';
import type { CompetitionStageRow } from '../../../../shared/schemas/competitions';
import { trpc } from '../../../lib/trpc';
import { useDeleteItem } from '../ui/delete-item';
import { useItemAddress } from '../ui/item-address';
import { StageForm } from './stage-form';
import './calendar.css';

const thisSeason = () => {
  const now = new Date();
  const first = now.getMonth() >= 6 ? now.getFullYear() : now.getFullYear() - 1;
  return `${first}-${first + 1}`;
};

export function CalendarManagement() {
  const stages = trpc.competitions.stages.useQuery();
  const utils = trpc.useUtils();
  const remove = trpc.competitions.delete.useMutation();
  const deleteItem = useDeleteItem();
  const address = useItemAddress('calendar');
  const mode = address.mode;
  const editing: CompetitionStageRow | 'new' | null =
    // A new stage's season is the newest listed: opened by its address, the form waits for the list (issue 25).
    mode.kind === 'new' ? (stages.isPending ? null : 'new') : mode.kind === 'edit' ? (stages.data?.find((stage) => stage.id === mode.id) ?? null) : null;

  const seasons = new Map<string, CompetitionStageRow[]>();
  for (const stage of stages.data ?? []) seasons.set(stage.season, [...(seasons.get(stage.season) ?? []), stage]);
  const newest = [...seasons.keys()][0] ?? thisSeason();

  const onDelete = async (stage: CompetitionStageRow) => {
    const deleted = await deleteItem({
      question: `Are you sure you want to delete "${stage.name}"?`,
      rowTitleId: `stage-${stage.id}-name`,
      fallbackId: 'calendar-create',
      remove: () => remove.mutateAsync({ id: stage.id }),
      deleted: 'Stage deleted.',
      failed: 'Failed to delete the stage',
    });
    if (deleted) await utils.competitions.stages.invalidate();
  };

  return (
    <section className="cal" aria-labelledby="calendar-title">
      <div className="cal-head">
        <h2 id="calendar-title">Competitions calendar</h2>
        {mode.kind === 'list' && (
          <button id="calendar-create" type="button" className="dash-btn dash-btn--primary" onClick={() => void address.toNew()}>
            Add Stage
          </button>
        )}
      </div>
      <p className="cal-muted">The stages of each season, shown on the public page /concursuri (the current season first).</p>
      {mode.kind !== 'list' && editing === null && (
        <p className="dash-empty" role="status">
          {stages.isPending ? 'Loading stage...' : 'Stage not found.'}
        </p>
      )}
      {editing !== null && (
        <StageForm
          key={editing === 'new' ? 'new' : editing.id}
          stage={editing === 'new' ? null : editing}
          season={newest}
          onDone={(saved) => void address.toList({ force: saved })}
        />
      )}
      <QueryState
        query={stages}
        loading="Loading the calendar..."
        failed="Failed to load the calendar"
        empty={seasons.size === 0 ? (
        <div className="dash-empty">
          <h3>No stages yet</h3>
          <p>Add the first stage of a season.</p>
        </div>
        ) : null
        }
      >
        {[...seasons.entries()].map(([season, list]) => (
          <section key={season} className="cal-season" aria-label={`Season ${season}`}>
            <h3>{season}</h3>
            <ul className="cal-list">
              {list.map((stage) => (
                <li key={stage.id} className="dash-card cal-item">
                  <div className="cal-info">
                    <strong id={`stage-${stage.id}-name`} data-row-title>
                      {stage.name}
                    </strong>
                    <span className="cal-muted">
                      {stage.stage} · {stage.city} · {stage.dateStart === stage.dateEnd ? stage.dateStart : `${stage.dateStart} – ${stage.dateEnd}`}
                    </span>
                    {stage.link && (
                      <a href={stage.link} target="_blank" rel="noopener noreferrer">
                        {stage.link}
                      </a>
                    )}
                  </div>
                  <div className="dash-actions">
                    <button type="button" className="dash-btn dash-btn--small" aria-label={`Edit ${stage.name} (${season})`} onClick={() => void address.toEdit(stage.id)} disabled={editing !== null}>
                      Edit
                    </button>
                    <button type="button" className="dash-btn dash-btn--small dash-btn--danger" aria-label={`Delete ${stage.name} (${season})`} onClick={() => onDelete(stage)}>
                      Delete
                    </button>
                  </div>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </QueryState>
    </section>
  );
}
