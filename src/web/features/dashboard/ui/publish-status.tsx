// Drafts and scheduled publishing in the dashboard (issue 15), shared by the post and event screens: the form's
// status choice (Draft / Publish now / Schedule, the time typed and shown in Romania's time), the list badge, the
// list's ?status= filter, the Preview link and the save message. Texts: PUBLISH_TEXTS (shared/schemas/publishing).
import { useId } from 'react';
import { bucharestInputToIso, isoToBucharestInput, SITE_TIME_ZONE } from '../../../../shared/bucharest-time';
import { PUBLISH_STATUSES, PUBLISH_TEXTS, type PublishStatus } from '../../../../shared/schemas/publishing';

const WHEN = new Intl.DateTimeFormat('en-GB', { timeZone: SITE_TIME_ZONE, day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });

const isPublishStatus = (value: unknown): value is PublishStatus => PUBLISH_STATUSES.some((status) => status === value);

/** An instant as Romania reads it: "25 Nov 2026, 10:00". */
export const formatRomaniaTime = (iso: string): string => WHEN.format(new Date(iso));

/**
 * The form's values for an item's status: its status and, when scheduled, its time as a datetime-local value. A new
 * item starts as a draft (issue 25): nothing reaches the site until its author chooses to publish it.
 */
export const statusValues = (item: { status: PublishStatus; publishAt: string | null } | null | undefined) => ({
  status: item?.status ?? 'draft',
  publishAt: item?.status === 'scheduled' ? isoToBucharestInput(item.publishAt) : '',
});

/** What a save sends: the status, and for a schedule the instant of the typed Romania time. */
export function statusToSend(values: Record<string, unknown>): { status: PublishStatus; publishAt?: string } {
  // An unknown status is never a publication.
  const status = isPublishStatus(values.status) ? values.status : 'draft';
  const typed = String(values.publishAt ?? '').trim();
  return status === 'scheduled' ? { status, publishAt: typed ? bucharestInputToIso(typed) : undefined } : { status };
}

/** The toast after a save: the spec's message for a published item, else what happened to it. */
export function savedMessage(published: string, item: 'post' | 'event', sent: { status: PublishStatus; publishAt?: string }): string {
  if (sent.status === 'draft') return `The ${item} was saved as a draft.`;
  if (sent.status === 'scheduled' && sent.publishAt) return `The ${item} is scheduled for ${formatRomaniaTime(sent.publishAt)} (Romania time).`;
  return published;
}

interface StatusFieldProps {
  status: unknown;
  publishAt: unknown;
  /** The item is already public: "Publish now" reads "Published". */
  published: boolean;
  error: string | null;
  disabled?: boolean;
  onChange: (name: 'status' | 'publishAt', value: string) => void;
}

export function StatusField({ status, publishAt, published, error, disabled, onChange }: StatusFieldProps) {
  const id = useId();
  const choices: Array<[PublishStatus, string]> = [
    ['draft', PUBLISH_TEXTS.draft],
    ['published', published ? PUBLISH_TEXTS.badge.published : PUBLISH_TEXTS.publishNow],
    ['scheduled', PUBLISH_TEXTS.schedule],
  ];
  return (
    <fieldset className="dash-status" disabled={disabled}>
      <legend>{PUBLISH_TEXTS.statusLabel}</legend>
      <div className="dash-status__choices">
        {choices.map(([value, label]) => (
          <label key={value} className="dash-check">
            <input type="radio" name={`${id}-status`} value={value} checked={status === value} onChange={() => onChange('status', value)} />
            {label}
          </label>
        ))}
      </div>
      {status === 'scheduled' && (
        <div className="dash-field">
          <label htmlFor={`${id}-at`}>{PUBLISH_TEXTS.publishAtLabel}</label>
          <input
            id={`${id}-at`}
            type="datetime-local"
            value={String(publishAt ?? '')}
            onChange={(e) => onChange('publishAt', e.target.value)}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? `${id}-error` : undefined}
          />
          {error && (
            <p id={`${id}-error`} className="dash-field__error">
              {error}
            </p>
          )}
        </div>
      )}
    </fieldset>
  );
}

const BADGE_CLASS: Record<PublishStatus, string> = { draft: 'dash-badge dash-badge--low', scheduled: 'dash-badge dash-badge--medium', published: 'dash-badge dash-badge--green' };

export function StatusBadge({ item }: { item: { status: PublishStatus; publishAt: string | null } }) {
  return (
    <span className={BADGE_CLASS[item.status]} data-status={item.status}>
      {PUBLISH_TEXTS.badge[item.status]}
      {item.status === 'scheduled' && item.publishAt && ` · ${formatRomaniaTime(item.publishAt)}`}
    </span>
  );
}

/** ?status= of a list's address: one of the statuses, or every item. */
export const statusFilterOf = (query: URLSearchParams): PublishStatus | null => {
  const value = query.get('status');
  return isPublishStatus(value) ? value : null;
};

export function StatusFilter({ value, onChange }: { value: PublishStatus | null; onChange: (status: string | undefined) => void }) {
  const id = useId();
  return (
    <div className="dash-field">
      <label htmlFor={id}>{PUBLISH_TEXTS.filterLabel}</label>
      <select id={id} value={value ?? ''} onChange={(e) => onChange(e.target.value || undefined)}>
        <option value="">{PUBLISH_TEXTS.filterAll}</option>
        {PUBLISH_STATUSES.map((status) => (
          <option key={status} value={status}>
            {PUBLISH_TEXTS.badge[status]}
          </option>
        ))}
      </select>
    </div>
  );
}

/** "View on site" for a published item (its public address, in a new tab), its Preview otherwise (issue 25). */
export function SiteLink({ published, siteHref, previewHref, title }: { published: boolean; siteHref: string; previewHref: string; title: string }) {
  if (!published) return <PreviewLink href={previewHref} title={title} />;
  return (
    <a className="dash-btn dash-btn--small" href={siteHref} target="_blank" rel="noopener" aria-label={`View on site: ${title}`}>
      View on site
    </a>
  );
}

/** Opens the item's public rendering in a new tab (the preview route checks the session itself). */
export function PreviewLink({ href, title, small = true }: { href: string; title: string; small?: boolean }) {
  return (
    <a className={`dash-btn${small ? ' dash-btn--small' : ''}`} href={href} target="_blank" rel="noopener" aria-label={`${PUBLISH_TEXTS.preview} ${title}`}>
      {PUBLISH_TEXTS.preview}
    </a>
  );
}
