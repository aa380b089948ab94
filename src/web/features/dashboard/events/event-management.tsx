// Event Management (spec 02 §2, §4): the current season and the season filter, then one of three modes: the list
// of event cards, the create form, or the edit form with the event's sponsors and participating teams.
import { useEffect, useRef, useState } from 'react';
import type { EventOutput } from '../../../../shared/schemas/events';
import { trpc } from '../../../lib/trpc';
import { EventForm } from './event-form';
import { blankEventValues, eventToValues } from './event-form-values';
import { EventList } from './event-list';
import { EventSponsors } from './event-sponsors';
import { EventTeams } from './event-teams';
import { EventsHeader } from './events-header';
import { useEventMutations } from './use-event-mutations';
import { useSeasonFilter } from './use-season-filter';
import './events.css';

type Mode = { kind: 'list' } | { kind: 'create' } | { kind: 'edit'; event: EventOutput };

export function EventManagement() {
  const filter = useSeasonFilter();
  const events = trpc.events.list.useQuery(filter.seasonId ? { seasonId: filter.seasonId } : {}, { enabled: filter.ready });
  const mutations = useEventMutations();
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const heading = useRef<HTMLHeadingElement>(null);
  const toList = () => setMode({ kind: 'list' });

  // A form that opens takes the focus to its title.
  useEffect(() => {
    if (mode.kind !== 'list') heading.current?.focus();
  }, [mode]);

  const currentSeasonId = filter.current.data?.id ?? null;
  return (
    <div className="ev">
      <EventsHeader filter={filter} onCreate={mode.kind === 'list' ? () => setMode({ kind: 'create' }) : undefined} />

      {mode.kind === 'create' && (
        <section className="dash-panel ev-panel" aria-labelledby="event-form-title">
          <h3 id="event-form-title" ref={heading} tabIndex={-1}>
            Create New Event
          </h3>
          <EventForm
            mode="create"
            initial={blankEventValues(currentSeasonId)}
            seasonLabel={filter.labelOf(currentSeasonId)}
            onSave={async (save) => {
              await mutations.create(save);
              toList();
            }}
            onCancel={toList}
          />
        </section>
      )}

      {mode.kind === 'edit' && (
        <section className="dash-panel ev-panel" aria-labelledby="event-form-title">
          <h3 id="event-form-title" ref={heading} tabIndex={-1}>
            Edit Event: {mode.event.title}
          </h3>
          <EventForm
            key={mode.event.id}
            mode="edit"
            event={mode.event}
            initial={eventToValues(mode.event)}
            seasonLabel={filter.labelOf(mode.event.seasonId)}
            onSave={async (save) => {
              await mutations.update(mode.event.id, save);
              toList();
            }}
            onCancel={toList}
          />
          <EventSponsors eventId={mode.event.id} />
          <EventTeams eventId={mode.event.id} />
          <div className="dash-actions">
            <button type="button" className="dash-btn" onClick={toList}>
              Back to events
            </button>
          </div>
        </section>
      )}

      {mode.kind === 'list' && (
        <EventList
          events={events.data}
          loading={!filter.ready || events.isPending}
          failed={events.isError}
          onRetry={() => events.refetch()}
          deletingId={mutations.deleting}
          onEdit={(event) => setMode({ kind: 'edit', event })}
          onDelete={mutations.remove}
        />
      )}
    </div>
  );
}
