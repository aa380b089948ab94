// The edit form's 'Participating Teams' section: the event's teams with Remove, and a choice of the other teams
// with Add.
import { useState, type FormEvent } from 'react';
import type { ParticipatingTeam } from '../../../../shared/schemas/teams';
import { trpc } from '../../../lib/trpc';
import { PickerFilter, usePickerFilter } from '../ui/picker-filter';
import { useToast } from '../ui/toast';

export function EventTeams({ eventId }: { eventId: number }) {
  const teams = trpc.teams.eventTeams.useQuery({ eventId });
  const allTeams = trpc.teams.list.useQuery();
  const utils = trpc.useUtils();
  const add = trpc.teams.addToEvent.useMutation();
  const remove = trpc.teams.removeFromEvent.useMutation();
  const toast = useToast();
  const [choice, setChoice] = useState('');

  const inEvent = new Set((teams.data ?? []).map((team) => team.teamId));
  const available = (allTeams.data ?? []).filter((team) => !inEvent.has(team.id));
  const filter = usePickerFilter(available, (team) => [team.internationalNumber, team.name, team.city]);
  // A choice the filter hides is dropped, so Add never adds a team that is not in view.
  const chosen = filter.shown.some((team) => String(team.id) === choice) ? choice : '';
  const reload = () => utils.teams.eventTeams.invalidate({ eventId });

  const onAdd = async (submit: FormEvent) => {
    submit.preventDefault();
    if (!chosen) return;
    try {
      await add.mutateAsync({ eventId, teamId: Number(chosen) });
      toast.success('Team added to the event.');
      setChoice('');
      await reload();
    } catch {
      toast.error('Failed to add the team to the event');
    }
  };

  const onRemove = async (team: ParticipatingTeam) => {
    try {
      await remove.mutateAsync({ eventId, teamId: team.teamId });
      toast.success('Team removed from the event.');
      await reload();
    } catch {
      toast.error('Failed to remove the team from the event');
    }
  };

  return (
    <section className="ev-section" aria-labelledby="event-teams-title">
      <h3 id="event-teams-title">Participating Teams</h3>
      {teams.isPending ? (
        <p role="status">Loading teams...</p>
      ) : teams.isError ? (
        <div className="dash-alert dash-alert--error ev-error" role="alert">
          <span>Failed to load the event&apos;s teams</span>
          <button type="button" className="dash-btn dash-btn--small" onClick={() => teams.refetch()}>
            Retry
          </button>
        </div>
      ) : teams.data.length === 0 ? (
        <p className="ev-muted">No teams take part in this event yet.</p>
      ) : (
        <ul className="ev-team-list">
          {teams.data.map((team) => (
            <li key={team.teamId} className="ev-team">
              <span className="ev-team__number">#{team.id}</span>
              <span className="ev-team__name">{team.name}</span>
              <span className="ev-muted">{team.city ?? ''}</span>
              <button
                type="button"
                className="dash-btn dash-btn--small dash-btn--danger"
                onClick={() => onRemove(team)}
                disabled={remove.isPending && remove.variables?.teamId === team.teamId}
                aria-label={`Remove team ${team.id} ${team.name}`}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      <form className="ev-team-add" onSubmit={onAdd}>
        <PickerFilter id={`event-${eventId}-team-filter`} label="Find a team" placeholder="Number, name or city" noun="teams" filter={filter} disabled={allTeams.isPending} />
        <div className="dash-field">
          <label htmlFor={`event-${eventId}-team`}>Add a team</label>
          <select id={`event-${eventId}-team`} value={chosen} onChange={(e) => setChoice(e.target.value)} disabled={allTeams.isPending || add.isPending}>
            <option value="">{allTeams.isPending ? 'Loading teams...' : allTeams.isError ? 'Failed to load teams' : 'Select a team'}</option>
            {filter.shown.map((team) => (
              <option key={team.id} value={String(team.id)}>
                #{team.internationalNumber} {team.name}
                {team.city ? ` (${team.city})` : ''}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="dash-btn dash-btn--primary" disabled={!chosen || add.isPending}>
          {add.isPending ? 'Adding...' : 'Add'}
        </button>
      </form>
    </section>
  );
}
