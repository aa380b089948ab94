// An event card's sponsors: how many, the first few names, then '+N more'.
import { EVENT_SPONSOR_PREVIEW } from '../../../../shared/constants';
import type { SponsorOutput } from '../../../../shared/schemas/sponsors';

export function SponsorsPreview({ sponsors }: { sponsors: SponsorOutput[] }) {
  if (sponsors.length === 0) return <p className="ev-muted ev-sponsors">No sponsors</p>;
  const shown = sponsors.slice(0, EVENT_SPONSOR_PREVIEW);
  const more = sponsors.length - shown.length;
  return (
    <div className="ev-sponsors">
      <span className="ev-sponsors__count">
        {sponsors.length} {sponsors.length === 1 ? 'sponsor' : 'sponsors'}:
      </span>
      <ul className="ev-sponsors__names">
        {shown.map((sponsor) => (
          <li key={sponsor.id} className="dash-badge">
            {sponsor.name}
          </li>
        ))}
        {more > 0 && <li className="dash-badge dash-badge--medium">+{more} more</li>}
      </ul>
    </div>
  );
}
