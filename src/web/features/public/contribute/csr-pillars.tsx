// The six CSR pillar cards; a card's details button selects its pillar and opens the dialog (closed by default).
// Closing it (button, overlay click, Escape) clears the selection.
import { useState } from 'react';
import { useMessages } from '../../../lib/i18n';
import { contributeMessages } from './contribute-messages';
import { BadgeIcon } from './contribute-icons';
import { CSR_PILLARS, type CsrPillarId } from './csr-pillars-content';
import { Dialog } from './dialog';
import styles from './companies.module.css';

export function CsrPillars() {
  const { csr } = useMessages(contributeMessages);
  const [selected, setSelected] = useState<CsrPillarId | null>(null);
  const pillar = selected ? csr.pillars[selected] : null;
  return (
    <>
      <ul className={styles.pillars}>
        {CSR_PILLARS.map(({ id, icon }) => (
          <li key={id} className={`card ${styles.pillar}`}>
            <BadgeIcon name={icon} />
            <h3>{csr.pillars[id].title}</h3>
            <p>{csr.pillars[id].summary}</p>
            <button
              type="button"
              className="btn btn--outline"
              aria-haspopup="dialog"
              aria-label={csr.detailsOf(csr.pillars[id].title)}
              onClick={() => setSelected(id)}
            >
              {csr.details}
            </button>
          </li>
        ))}
      </ul>
      <Dialog open={pillar !== null} title={pillar?.title ?? ''} onClose={() => setSelected(null)} closeLabel={csr.close}>
        {pillar && <div dangerouslySetInnerHTML={{ __html: pillar.content }} />}
      </Dialog>
    </>
  );
}
