// One sponsor of the event being edited: logo, name, size, the legal name when it differs, email, website, delete.
import { useState } from 'react';
import type { SponsorOutput } from '../../../../shared/schemas/sponsors';

export function SponsorRow({ sponsor, deleting, onDelete }: { sponsor: SponsorOutput; deleting: boolean; onDelete: () => void }) {
  const [broken, setBroken] = useState(false);
  return (
    <li className="ev-sponsor">
      {sponsor.logo ? (
        <img
          src={sponsor.logo.path}
          alt={`${sponsor.name} logo`}
          className={`dash-thumb ev-sponsor__logo${broken ? ' dash-thumb--broken' : ''}`}
          onError={() => setBroken(true)}
        />
      ) : (
        <span className="ev-sponsor__logo ev-sponsor__logo--none" aria-hidden="true">
          {sponsor.name.slice(0, 2).toUpperCase()}
        </span>
      )}
      <div className="ev-sponsor__info">
        <p className="ev-sponsor__name">
          <strong>{sponsor.name}</strong> <span className="dash-badge">{sponsor.size}</span>
        </p>
        {sponsor.legal_name !== sponsor.name && <p className="ev-muted">{sponsor.legal_name}</p>}
        <p className="ev-sponsor__links">
          {sponsor.email && <a href={`mailto:${sponsor.email}`}>{sponsor.email}</a>}
          {sponsor.link && (
            <a href={sponsor.link} target="_blank" rel="noopener noreferrer" aria-label={`Visit Website of ${sponsor.name} (opens in a new tab)`}>
              Visit Website
            </a>
          )}
        </p>
      </div>
      <button type="button" className="dash-btn dash-btn--small dash-btn--danger" onClick={onDelete} disabled={deleting} aria-label={`Delete sponsor ${sponsor.name}`}>
        {deleting ? 'Deleting...' : 'Delete'}
      </button>
    </li>
  );
}
