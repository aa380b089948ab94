// Teams (issue 13), ADMIN only: a season's view of every team with its registration (ACTIVE / PENDING / WITHDRAWN),
// filters by status and region, a search that ignores case and diacritics, create / edit / delete, regions, and the
// CSV import (with preview) and export, and registering last season's active teams in one confirmed step. Addresses (issue 15): the filters are the list's query
// (?season=&q=&status=&region=), the forms /dashboard/teams/new and /dashboard/teams/<id>/edit.
import { QueryState } from '../ui/query-state';
import { useDeferredValue, useState } from 'react';
import { TEAM_STATUS_FILTERS, type TeamWithRegistration } from '../../../../shared/schemas/teams';
import { trpc } from '../../../lib/trpc';
import { useDeleteItem } from '../ui/delete-item';
import { useItemAddress } from '../ui/item-address';
import { reasonOf } from '../ui/server-errors';
import { useToast } from '../ui/toast';
import { CarryOverButton } from './carry-over-button';
import { RegionsPanel } from './regions-panel';
import { TeamCsvImport } from './team-csv-import';
import { TeamForm } from './team-form';
import { statusLabel } from './team-labels';
import { LastEdited } from '../ui/last-edited';


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
  const address = useItemAddress('teams');
  const filter = (name: string) => address.query.get(name) ?? '';
  const setFilter = (name: string, value: string) => address.setFilters({ ...Object.fromEntries(address.query), [name]: value || undefined });
  const chosenSeason = Number(filter('season')) || null;
  const seasonId = chosenSeason ?? current.data?.id ?? null;
  const season = seasons.data?.find((s) => s.id === seasonId) ?? null;
  const search = filter('q');
  const status = TEAM_STATUS_FILTERS.find((s) => s === filter('status')) ?? '';
  const regionId = /^\d+$/.test(filter('region')) ? filter('region') : '';
  const deferred = useDeferredValue(search.trim());
  const list = trpc.teams.list.useQuery(
    { ...(seasonId ? { seasonId } : {}), ...(deferred ? { search: deferred } : {}), ...(status ? { status } : {}), ...(regionId ? { regionId: Number(regionId) } : {}) },
    { placeholderData: (previous) => previous },
  );
  const [importing, setImporting] = useState(false);
  const mode = address.mode;
  // The edited team is read from the season's whole list: its address works whatever the filters show.
  const seasonTeams = trpc.teams.list.useQuery(seasonId ? { seasonId } : {}, { enabled: mode.kind === 'edit' });
  const editing = mode.kind === 'edit' ? seasonTeams.data?.find((team) => team.id === mode.id) : undefined;
  const utils = trpc.useUtils();
  const remove = trpc.teams.delete.useMutation();
  const deleteItem = useDeleteItem();
  const toast = useToast();
  const close = (saved: boolean) => void address.toList({ force: saved });

  const deleteTeam = async (team: TeamWithRegistration) => {
    await deleteItem({
      question: `Are you sure you want to delete "${team.name}"?`,
      rowTitleId: `team-${team.id}-name`,
      fallbackId: 'teams-create',
      remove: () => remove.mutateAsync({ id: team.id }),
      deleted: 'Team deleted successfully!',
      failed: (error) => toast.error(reasonOf(error) ?? 'Failed to delete team'),
    });
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
  const busy = mode.kind !== 'list' || importing;

  return (
    <section aria-labelledby="teams-title">
      <div className="dash-header">
        <h2 id="teams-title">Teams</h2>
        <div className="dash-actions">
          <button id="teams-create" type="button" className="dash-btn dash-btn--primary" disabled={busy} onClick={() => void address.toNew()}>
            Create New Team
          </button>
          <button type="button" className="dash-btn" disabled={busy || !seasonId} onClick={() => setImporting(true)}>
            Import CSV
          </button>
          <button type="button" className="dash-btn" disabled={!seasonId} onClick={() => void exportCsv()}>
            Export CSV
          </button>
          <CarryOverButton seasonId={seasonId} disabled={busy} />
        </div>
      </div>

      {mode.kind === 'new' && <TeamForm seasonId={seasonId} onDone={close} />}
      {mode.kind === 'edit' && !editing && (
        <p className="dash-empty" role="status">
          {seasonTeams.isPending ? 'Loading team...' : 'Team not found.'}
        </p>
      )}
      {editing && <TeamForm key={editing.id} team={editing} seasonId={seasonId} onDone={close} />}
      {importing && seasonId && <TeamCsvImport seasonId={seasonId} seasonName={season?.seasonName ?? ''} onClose={() => setImporting(false)} />}

      <section className="dash-panel" aria-labelledby="all-teams-title">
        <h3 id="all-teams-title">All Teams</h3>
        <div className="dash-form__row">
          <div className="dash-field">
            <label htmlFor="teams-season">Season</label>
            <select id="teams-season" value={seasonId ?? ''} onChange={(e) => setFilter('season', e.target.value)}>
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
            <input id="teams-search" type="search" placeholder="Number, name, city, school, region" value={search} onChange={(e) => setFilter('q', e.target.value)} />
          </div>
          <div className="dash-field">
            <label htmlFor="teams-status">Status</label>
            <select id="teams-status" value={status} onChange={(e) => setFilter('status', e.target.value)}>
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
            <select id="teams-region" value={regionId} onChange={(e) => setFilter('region', e.target.value)}>
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
                    <span id={`team-${team.id}-name`} data-row-title>
                      {team.name}
                    </span>
                    <LastEdited type="team" id={team.id} />
                  </td>
                  <td>{team.city ?? '—'}</td>
                  <td>{team.registration?.regionName ?? '—'}</td>
                  <td>{statusLabel(team.registration?.registrationStatus)}</td>
                  <td>
                    <div className="dash-actions" style={{ justifyContent: 'flex-start' }}>
                      <button type="button" className="dash-btn dash-btn--small" disabled={busy} aria-label={`Edit ${team.name}`} onClick={() => void address.toEdit(team.id)}>
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
