// The Sponsors tab: the sponsor library (one company entered once, linked to any number of events), with a search
// over name, legal name, e-mail and site (accents and case ignored), create, edit and delete; an ADMIN also sets the
// partner tier and order shown on /about/sponsors. Addresses (issue 15): /dashboard/sponsors?q=<search>,
// /dashboard/sponsors/new and /dashboard/sponsors/<id>/edit.
import { QueryState } from '../ui/query-state';
import { useMemo } from 'react';
import { can } from '../../../../shared/policy';
import type { SponsorOutput } from '../../../../shared/schemas/sponsors';
import { fileUrl } from '../../../lib/api';
import { useSession } from '../../../lib/session-store';
import { trpc } from '../../../lib/trpc';
import { containsSearch } from '../../../../shared/search';
import { namedDeleteQuestion, useDeleteItem } from '../ui/delete-item';
import { BIN_TEXTS } from '../../../../shared/schemas/bin';
import { useItemAddress } from '../ui/item-address';
import { SponsorForm } from '../ui/sponsor-form';
import { ThumbImage } from '../ui/thumb-image';
import './sponsors.css';

const matches = (sponsor: SponsorOutput, query: string): boolean => containsSearch(query, sponsor.name, sponsor.legal_name, sponsor.email, sponsor.link);

export function SponsorManagement() {
  const role = useSession().user?.userType;
  const canSetTier = can(role, 'sponsors:tier');
  const list = trpc.sponsors.list.useQuery();
  const utils = trpc.useUtils();
  const remove = trpc.sponsors.delete.useMutation();
  const deleteItem = useDeleteItem();
  const address = useItemAddress('sponsors');
  const query = address.query.get('q') ?? '';
  const mode = address.mode;
  const editing: SponsorOutput | 'new' | null =
    mode.kind === 'new' ? 'new' : mode.kind === 'edit' ? (list.data?.find((s) => s.id === mode.id) ?? null) : null;
  const shown = useMemo(() => (list.data ?? []).filter((s) => matches(s, query)), [list.data, query]);

  const onDelete = async (sponsor: SponsorOutput) => {
    const deleted = await deleteItem({
      question: namedDeleteQuestion('sponsor', sponsor.name, 'Are you sure you want to delete this sponsor?'),
      note: BIN_TEXTS.confirmNote,
      rowTitleId: `sponsor-${sponsor.id}-name`,
      fallbackId: 'sponsors-create',
      remove: () => remove.mutateAsync({ id: sponsor.id }),
      deleted: 'Sponsor deleted successfully!',
      failed: 'Failed to delete sponsor',
    });
    if (deleted) await Promise.all([utils.sponsors.invalidate(), utils.bin.list.invalidate()]);
  };

  return (
    <section className="sp" aria-labelledby="sponsors-title">
      <div className="dash-section-head sp-head">
        <h2 id="sponsors-title">
          Sponsors {list.data && <span className="dash-badge">{list.data.length}</span>}
        </h2>
        {mode.kind === 'list' && (
          <button id="sponsors-create" type="button" className="dash-btn dash-btn--primary" onClick={() => void address.toNew()}>
            Create Sponsor
          </button>
        )}
      </div>
      {mode.kind === 'edit' && editing === null && (
        <p className="dash-empty" role="status">
          {list.isPending ? 'Loading sponsor...' : 'Sponsor not found.'}
        </p>
      )}
      {editing !== null && (
        <SponsorForm
          key={editing === 'new' ? 'new' : editing.id}
          sponsor={editing === 'new' ? null : editing}
          canSetTier={canSetTier}
          onDone={(saved) => void address.toList({ force: saved })}
        />
      )}
      <div className="dash-field sp-search">
        <label htmlFor="sponsor-search">Search sponsors</label>
        <input
          id="sponsor-search"
          type="search"
          value={query}
          onChange={(e) => address.setFilters({ q: e.target.value || undefined })}
          placeholder="Name, legal name, e-mail or website"
        />
      </div>
      <QueryState
        query={list}
        loading="Loading sponsors..."
        failed="Failed to load sponsors"
        empty={list.data?.length === 0 ? (
        <div className="dash-empty">
          <h3>No sponsors yet</h3>
          <p>Create a sponsor here or from an event&apos;s form; it can then support any number of events.</p>
        </div>
      ) : shown.length === 0 ? (
        <p className="sp-muted">No sponsor matches &quot;{query}&quot;.</p>
        ) : null
        }
      >
        <ul className="sp-list" aria-label="Sponsor library">
          {shown.map((sponsor) => (
            <li key={sponsor.id} className="dash-card sp-item" aria-label={sponsor.name}>
              <div className="sp-logo">
                {sponsor.logo ? (
                  <ThumbImage src={fileUrl(sponsor.logo.id)!} alt={`Logo of ${sponsor.name}`} width={96} height={48} />
                ) : (
                  <span className="sp-nologo">No logo</span>
                )}
              </div>
              <div className="sp-info">
                <strong id={`sponsor-${sponsor.id}-name`} data-row-title>
                  {sponsor.name}
                </strong>
                {sponsor.legal_name !== sponsor.name && <span className="sp-muted">{sponsor.legal_name}</span>}
                <span className="sp-muted">
                  {sponsor.size} · {sponsor.eventIds.length === 1 ? '1 event' : `${sponsor.eventIds.length} events`}
                </span>
                {sponsor.link && (
                  <a href={sponsor.link} target="_blank" rel="noopener noreferrer">
                    Visit Website
                  </a>
                )}
              </div>
              <div className="sp-tier-cell">
                {sponsor.tier ? (
                  <span className={`dash-badge sp-badge--${sponsor.tier.toLowerCase()}`}>
                    {sponsor.tier} #{sponsor.tierOrder}
                  </span>
                ) : (
                  <span className="sp-muted">Not a partner</span>
                )}
              </div>
              <div className="dash-actions sp-actions">
                <button type="button" className="dash-btn dash-btn--small" onClick={() => void address.toEdit(sponsor.id)} disabled={editing !== null}>
                  Edit
                </button>
                <button
                  type="button"
                  className="dash-btn dash-btn--small dash-btn--danger"
                  onClick={() => onDelete(sponsor)}
                  disabled={remove.isPending && remove.variables?.id === sponsor.id}
                >
                  Delete
                </button>
              </div>
            </li>
          ))}
        </ul>
      </QueryState>
    </section>
  );
}
