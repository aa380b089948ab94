// Event Management (spec 02 §2, §4): the current season and the season filter, then one of three modes: the list
// of event cards, the create form, or the edit form with the event's sponsors and participating teams. Each has
// its address: /dashboard/events?season=10, /dashboard/events/new, /dashboard/events/3/edit (issue 15).
import { useEffect, useRef, useState } from 'react';
import { matchesSearch } from '../../../../shared/search';
import type { EventOutput } from '../../../../shared/schemas/events';
import { trpc } from '../../../lib/trpc';
import { useRefreshAtSchedule } from '../ui/refresh-at-schedule';
import { useItemAddress } from '../ui/item-address';
import { ListTools, useListView } from '../ui/list-view';
import { StatusFilter, statusFilterOf } from '../ui/publish-status';
import { EventForm } from './event-form';
import { blankEventValues, eventToValues } from './event-form-values';
import { EventList } from './event-list';
import { BulkBar, useSelection } from '../ui/bulk-actions';
import { EventSponsors } from './event-sponsors';
import { EventTeams } from './event-teams';
import { EventsHeader } from './events-header';
import { useEventMutations } from './use-event-mutations';
import { useSeasonFilter } from './use-season-filter';
import './events.css';

const SORTS = {
  soonest: { label: 'Start date (soonest)', compare: (a: EventOutput, b: EventOutput) => a.dateStart.localeCompare(b.dateStart) },
  latest: { label: 'Start date (latest)', compare: (a: EventOutput, b: EventOutput) => b.dateStart.localeCompare(a.dateStart) },
  title: { label: 'Title A-Z', compare: (a: EventOutput, b: EventOutput) => a.title.localeCompare(b.title, 'ro') },
} as const;

export function EventManagement() {
  const address = useItemAddress('events');
  const filter = useSeasonFilter(address.query.get('season'), (season) =>
    address.setFilters({ ...Object.fromEntries(address.query), season, page: undefined }),
  );
  // Every event of the season, drafts and scheduled ones included (issue 15); ?status= narrows the list.
  const events = trpc.events.listForEditor.useQuery(filter.seasonId ? { seasonId: filter.seasonId } : {}, { enabled: filter.ready });
  useRefreshAtSchedule(events.data, () => events.refetch());
  const mutations = useEventMutations();
  const mode = address.mode;
  const editId = mode.kind === 'edit' ? mode.id : 0;
  const edited = trpc.events.byIdForEditor.useQuery({ id: editId }, { enabled: editId > 0 });
  // Bumped by a restore from the history: the form starts again from the restored event.
  const [restores, setRestores] = useState(0);
  const status = statusFilterOf(address.query);
  const shown = status ? events.data?.filter((event) => event.status === status) : events.data;
  const view = useListView(shown, address, SORTS, (event, q) =>
    matchesSearch(q, event.title, event.shortDescription, event.location, event.ftcEventCode),
  );
  const heading = useRef<HTMLHeadingElement>(null);
  const selection = useSelection(view.page?.map((event) => event.id) ?? []);
  const utils = trpc.useUtils();
  const publishMany = trpc.events.publishMany.useMutation();
  const deleteMany = trpc.events.deleteMany.useMutation();
  const toList = (saved: boolean) => void address.toList({ force: saved }, {});
  const editing = mode.kind === 'edit' ? edited.data : undefined;

  // A form that opens takes the focus to its title.
  useEffect(() => {
    if ((mode.kind === 'new' && filter.ready) || editing) heading.current?.focus();
  }, [mode.kind, editing, filter.ready]);

  const currentSeasonId = filter.current.data?.id ?? null;
  return (
    <div className="ev">
      <EventsHeader filter={filter} onCreate={mode.kind === 'list' ? () => void address.toNew() : undefined} />

      {mode.kind === 'edit' && !editing && (
        <p className="dash-empty" role="status">
          {edited.isError ? 'Event not found.' : 'Loading event...'}
        </p>
      )}

      {/* Opened by its address (or reloaded), the form waits for the current season and the season list: its
          season is set once, when it opens, exactly as after the button (issue 25). */}
      {mode.kind === 'new' && (!filter.ready || filter.seasons.isPending) && (
        <p className="dash-empty" role="status">
          Loading form...
        </p>
      )}
      {mode.kind === 'new' && filter.ready && !filter.seasons.isPending && (
        <section className="dash-panel ev-panel" aria-labelledby="event-form-title">
          <h3 id="event-form-title" ref={heading} tabIndex={-1}>
            Create New Event
          </h3>
          <EventForm
            mode="create"
            initial={blankEventValues(currentSeasonId)}
            seasons={filter.seasons.data ?? []}
            onSave={async (save) => {
              const created = await mutations.create(save);
              // Saved as a draft because its image failed: its own form opens, to add the image again (as posts do).
              if (save.uploadFailed) void address.toEdit(created.id, { force: true });
              else toList(true);
            }}
            onCancel={() => toList(false)}
          />
        </section>
      )}

      {editing && (
        <section className="dash-panel ev-panel" aria-labelledby="event-form-title">
          <h3 id="event-form-title" ref={heading} tabIndex={-1}>
            Edit Event: {editing.title}
          </h3>
          <EventForm
            key={`${editing.id}:${restores}`}
            mode="edit"
            event={editing}
            initial={eventToValues(editing)}
            seasons={filter.seasons.data ?? []}
            onSave={async (save) => {
              await mutations.update(editing.id, save);
              void edited.refetch();
              toList(true);
            }}
            onCancel={() => toList(false)}
            onRestored={() => void edited.refetch().then(() => setRestores((n) => n + 1))}
          />
          <EventSponsors eventId={editing.id} />
          <EventTeams eventId={editing.id} />
          <div className="dash-actions">
            <button type="button" className="dash-btn" onClick={() => toList(false)}>
              Back to events
            </button>
          </div>
        </section>
      )}

      {mode.kind === 'list' && (
        <div className="dash-list-filters">
          <StatusFilter value={status} onChange={(next) => void address.setFilters({ ...Object.fromEntries(address.query), status: next, page: undefined })} />
          <ListTools view={view} label="events" sorts={SORTS} />
        </div>
      )}
      {mode.kind === 'list' && !!view.page?.length && (
        <BulkBar
          kind="event"
          selection={selection}
          shownCount={view.page.length}
          titleOf={(id) => events.data?.find((event) => event.id === id)?.title ?? `#${id}`}
          publish={(ids) => publishMany.mutateAsync({ ids })}
          moveToBin={(ids) => deleteMany.mutateAsync({ ids })}
          done={() => Promise.all([utils.events.listForEditor.invalidate(), utils.bin.list.invalidate()])}
        />
      )}
      {mode.kind === 'list' && (
        <EventList
          events={view.page}
          loading={!filter.ready || events.isPending}
          failed={events.isError}
          onRetry={() => events.refetch()}
          deletingId={mutations.deleting}
          selection={selection}
          onEdit={(event) => void address.toEdit(event.id)}
          onDelete={mutations.remove}
        />
      )}
    </div>
  );
}
