// The edit form's 'Event Sponsors' section: the event's sponsors, 'Add Sponsor' opening the sponsor form, and a
// delete per sponsor after the spec's question.
import { useState } from 'react';
import type { SponsorOutput } from '../../../../shared/schemas/sponsors';
import { trpc } from '../../../lib/trpc';
import { useConfirm } from '../ui/confirm-dialog';
import { useToast } from '../ui/toast';
import { SponsorForm } from './sponsor-form';
import { SponsorRow } from './sponsor-row';

export function EventSponsors({ eventId }: { eventId: number }) {
  const sponsors = trpc.sponsors.byEvent.useQuery({ eventId });
  const utils = trpc.useUtils();
  const remove = trpc.sponsors.delete.useMutation();
  const confirm = useConfirm();
  const toast = useToast();
  const [adding, setAdding] = useState(false);

  const onDelete = async (sponsor: SponsorOutput) => {
    if (!(await confirm(`Are you sure you want to delete the sponsor "${sponsor.name}"?`, { confirmLabel: 'Delete' }))) return;
    try {
      await remove.mutateAsync({ id: sponsor.id });
      toast.success('Sponsor deleted successfully!');
      await Promise.all([utils.sponsors.byEvent.invalidate({ eventId }), utils.events.list.invalidate()]);
    } catch {
      toast.error('Failed to delete sponsor');
    }
  };

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
      {adding && <SponsorForm eventId={eventId} onDone={() => setAdding(false)} />}
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
