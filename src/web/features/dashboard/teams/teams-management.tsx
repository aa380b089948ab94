// Teams (issue 13), ADMIN only: a season's view of every team with its registration (ACTIVE / PENDING / WITHDRAWN),
// filters by status and region, a search that ignores case and diacritics, create / edit / delete, regions, and the
// CSV import (with preview) and export.
import { QueryState } from '../ui/query-state';
import { useDeferredValue, useState } from 'react';
import { TEAM_STATUS_FILTERS, type TeamWithRegistration } from '../../../../shared/schemas/teams';
import { trpc } from '../../../lib/trpc';
import { useConfirm } from '../ui/confirm-dialog';
import { reasonOf } from '../ui/server-errors';
import { useToast } from '../ui/toast';
import { RegionsPanel } from './regions-panel';
import { TeamCsvImport } from './team-csv-import';
import { TeamForm } from './team-form';
import { statusLabel } from './team-labels';
import { LastEdited } from '../ui/last-edited';

type Mode = { kind: 'list' } | { kind: 'create' } | { kind: 'edit'; team: TeamWithRegistration } | { kind: 'import' };
type StatusFilter = (typeof TEAM_STATUS_FILTERS)[number];

function download(filename: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: filename });
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function TeamsManagement() {
  const seasons = trpc.seasons.list.useQuery();
  const current = trpc.seasons.current.useQuery();
  const regions = trpc.teams.regions.useQuery();
  const [chosenSeason, setChosenSeason] = useState<number | null>(null);
  const seasonId = chosenSeason ?? current.data?.id ?? null;
  const season = seasons.data?.find((s) => s.id === seasonId) ?? null;
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter | ''>('');
  const [regionId, setRegionId] = useState('');
  const deferred = useDeferredValue(search.trim());
  const list = trpc.teams.list.useQuery(
    { ...(seasonId ? { seasonId } : {}), ...(deferred ? { search: deferred } : {}), ...(status ? { status } : {}), ...(regionId ? { regionId: Number(regionId) } : {}) },
    { placeholderData: (previous) => previous },
  );
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const utils = trpc.useUtils();
  const remove = trpc.teams.delete.useMutation();
  const confirm = useConfirm();
  const toast = useToast();

  const deleteTeam = async (team: TeamWithRegistration) => {
    if (!(await confirm(`Are you sure you want to delete "${team.name}"?`, { confirmLabel: 'Delete' }))) return;
    try {
      await remove.mutateAsync({ id: team.id });
      toast.success('Team deleted successfully!');
    } catch (error) {
      toast.error(reasonOf(error) ?? 'Failed to delete team');
    }
    await utils.teams.invalidate();
  };

  const exportCsv = async () => {
    if (!seasonId) return;
    try {
      const file = await utils.teams.csvExport.fetch({ seasonId }, { staleTime: 0 });
      download(file.filename, file.csv);
    } catch (error) {
      toast.error(reasonOf(error) ?? 'Failed to export teams');
    }
  };

  const teams = list.data ?? [];
  const busy = mode.kind !== 'list';

  return (
    <section aria-labelledby="teams-title">
      <div className="dash-header">
        <h2 id="teams-title">Teams</h2>
        <div className="dash-actions">
          <button type="button" className="dash-btn dash-btn--primary" disabled={busy} onClick={() => setMode({ kind: 'create' })}>
            Create New Team
          </button>
          <button type="button" className="dash-btn" disabled={busy || !seasonId} onClick={() => setMode({ kind: 'import' })}>
            Import CSV
          </button>
          <button type="button" className="dash-btn" disabled={!seasonId} onClick={() => void exportCsv()}>
            Export CSV
          </button>
        </div>
      </div>

      {mode.kind === 'create' && <TeamForm seasonId={seasonId} onDone={() => setMode({ kind: 'list' })} />}
      {mode.kind === 'edit' && <TeamForm key={mode.team.id} team={mode.team} seasonId={seasonId} onDone={() => setMode({ kind: 'list' })} />}
      {mode.kind === 'import' && seasonId && (
        <TeamCsvImport seasonId={seasonId} seasonName={season?.seasonName ?? ''} onClose={() => setMode({ kind: 'list' })} />
      )}

      <section className="dash-panel" aria-labelledby="all-teams-title">
        <h3 id="all-teams-title">All Teams</h3>
        <div className="dash-form__row">
          <div className="dash-field">
            <label htmlFor="teams-season">Season</label>
            <select id="teams-season" value={seasonId ?? ''} onChange={(e) => setChosenSeason(e.target.value ? Number(e.target.value) : null)}>
              {!seasonId && <option value="">No season</option>}
              {(seasons.data ?? []).map((s) => (
                <option key={s.id} value={s.id}>
                  {s.seasonName}
                  {s.isCurrent ? ' (current)' : ''}
                </option>
              ))}
            </select>
          </div>
          <div className="dash-field">
            <label htmlFor="teams-search">Search teams</label>
            <input id="teams-search" type="search" placeholder="Number, name, city, school, region" value={search} onChange={(e) => setSearch(e.target.value)} />
          </div>
          <div className="dash-field">
            <label htmlFor="teams-status">Status</label>
            <select id="teams-status" value={status} onChange={(e) => setStatus(e.target.value as StatusFilter | '')}>
              <option value="">All</option>
              {TEAM_STATUS_FILTERS.map((s) => (
                <option key={s} value={s}>
                  {s === 'NONE' ? 'Not registered' : statusLabel(s)}
                </option>
              ))}
            </select>
          </div>
          <div className="dash-field">
            <label htmlFor="teams-region">Region</label>
            <select id="teams-region" value={regionId} onChange={(e) => setRegionId(e.target.value)}>
              <option value="">All</option>
              {(regions.data ?? []).map((r) => (
                <option key={r.id} value={r.id}>
                  {r.name}
                </option>
              ))}
            </select>
          </div>
        </div>
        <QueryState
          query={list}
          loading="Loading teams..."
          failed="Failed to load teams"
          empty={teams.length === 0 ? <p className="dash-empty">No teams match these filters.</p> : null}>
          <table className="dash-table" aria-label="Teams">
            <thead>
              <tr>
                <th scope="col">Number</th>
                <th scope="col">Name</th>
                <th scope="col">City</th>
                <th scope="col">Region</th>
                <th scope="col">Status</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {teams.map((team) => (
                <tr key={team.id}>
                  <td>{team.internationalNumber}</td>
                  <td>
                    <span>{team.name}</span>
                    <LastEdited type="team" id={team.id} />
                  </td>
                  <td>{team.city ?? '—'}</td>
                  <td>{team.registration?.regionName ?? '—'}</td>
                  <td>{statusLabel(team.registration?.registrationStatus)}</td>
                  <td>
                    <div className="dash-actions" style={{ justifyContent: 'flex-start' }}>
                      <button type="button" className="dash-btn dash-btn--small" disabled={busy} aria-label={`Edit ${team.name}`} onClick={() => setMode({ kind: 'edit', team })}>
                        Edit
                      </button>
                      <button type="button" className="dash-btn dash-btn--small dash-btn--danger" disabled={busy} aria-label={`Delete ${team.name}`} onClick={() => void deleteTeam(team)}>
                        Delete
                      </button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </QueryState>
      </section>

      <RegionsPanel />
    </section>
  );
}
