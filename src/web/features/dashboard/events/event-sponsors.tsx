// The edit form's 'Event Sponsors' section: the event's sponsors, a picker that links a sponsor of the library,
// 'Add Sponsor' opening the sponsor form for a new company, and a delete per sponsor after the spec's question, which
// takes the sponsor off this event only (the library keeps it for its other events; the Sponsors tab deletes it).
import { useState } from 'react';
import type { SponsorOutput } from '../../../../shared/schemas/sponsors';
import { trpc } from '../../../lib/trpc';
import { useConfirm } from '../ui/confirm-dialog';
import { PickerFilter, usePickerFilter } from '../ui/picker-filter';
import { SponsorForm } from '../ui/sponsor-form';
import { useToast } from '../ui/toast';
import { SponsorRow } from './sponsor-row';

export function EventSponsors({ eventId }: { eventId: number }) {
  const sponsors = trpc.sponsors.byEvent.useQuery({ eventId });
  const utils = trpc.useUtils();
  const library = trpc.sponsors.list.useQuery();
  const remove = trpc.sponsors.unlinkEvent.useMutation();
  const link = trpc.sponsors.linkEvent.useMutation();
  const [picked, setPicked] = useState('');
  const confirm = useConfirm();
  const toast = useToast();
  const [adding, setAdding] = useState(false);

  const onDelete = async (sponsor: SponsorOutput) => {
    if (!(await confirm(`Are you sure you want to delete the sponsor "${sponsor.name}"?`, { confirmLabel: 'Delete' }))) return;
    try {
      await remove.mutateAsync({ id: sponsor.id, eventId });
      toast.success('Sponsor removed from this event.');
      await Promise.all([utils.sponsors.invalidate(), utils.events.listForEditor.invalidate()]);
    } catch {
      toast.error('Failed to delete sponsor');
    }
  };

  const onLink = async () => {
    if (!chosen) return;
    try {
      await link.mutateAsync({ id: Number(chosen), eventId });
      setPicked('');
      toast.success('Sponsor added to this event.');
      await Promise.all([utils.sponsors.invalidate(), utils.events.listForEditor.invalidate()]);
    } catch {
      toast.error('Failed to add sponsor');
    }
  };
  const linked = new Set((sponsors.data ?? []).map((s) => s.id));
  const choices = (library.data ?? []).filter((s) => !linked.has(s.id));
  const filter = usePickerFilter(choices, (s) => [s.name]);
  // A choice the filter hides is dropped, so "Add to event" never adds a sponsor that is not in view.
  const chosen = filter.shown.some((s) => String(s.id) === picked) ? picked : '';

  return (
    <section className="ev-section" aria-labelledby="event-sponsors-title">
      <div className="ev-section__head">
        <h3 id="event-sponsors-title">Event Sponsors</h3>
        {!adding && (
          <button type="button" className="dash-btn dash-btn--small" onClick={() => setAdding(true)}>
            Add Sponsor
          </button>
        )}
      </div>
      {choices.length > 0 && (
        <div className="ev-link-sponsor">
          <PickerFilter id={`library-${eventId}-filter`} label="Find a sponsor" placeholder="Sponsor name" noun="sponsors" filter={filter} />
          <label htmlFor={`library-${eventId}`}>From the sponsor library</label>
          <select id={`library-${eventId}`} value={chosen} onChange={(e) => setPicked(e.target.value)} disabled={link.isPending}>
            <option value="">Choose a sponsor</option>
            {filter.shown.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
          <button type="button" className="dash-btn dash-btn--small" onClick={onLink} disabled={!chosen || link.isPending}>
            Add to event
          </button>
        </div>
      )}
      {adding && <SponsorForm sponsor={null} eventId={eventId} onDone={() => setAdding(false)} />}
      {sponsors.isPending ? (
        <p role="status">Loading sponsors...</p>
      ) : sponsors.isError ? (
        <div className="dash-alert dash-alert--error ev-error" role="alert">
          <span>Failed to load sponsors</span>
          <button type="button" className="dash-btn dash-btn--small" onClick={() => sponsors.refetch()}>
            Retry
          </button>
        </div>
      ) : sponsors.data.length === 0 ? (
        <p className="ev-muted">No sponsors added to this event yet.</p>
      ) : (
        <ul className="ev-sponsor-list">
          {sponsors.data.map((sponsor) => (
            <SponsorRow
              key={sponsor.id}
              sponsor={sponsor}
              deleting={remove.isPending && remove.variables?.id === sponsor.id}
              onDelete={() => onDelete(sponsor)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
