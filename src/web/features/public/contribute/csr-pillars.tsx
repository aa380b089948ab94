// The six CSR pillar cards; a card's details button selects its pillar and opens the dialog (closed by default).
// Closing it (button, overlay click, Escape) clears the selection.
import { useState } from 'react';
import { BadgeIcon } from './contribute-icons';
import { CSR_PILLARS, type CsrPillar } from './csr-pillars-content';
import { Dialog } from './dialog';
import styles from './companies.module.css';

export function CsrPillars() {
  const [selected, setSelected] = useState<CsrPillar | null>(null);
  return (
    <>
      <ul className={styles.pillars}>
        {CSR_PILLARS.map((pillar) => (
          <li key={pillar.id} className={`card ${styles.pillar}`}>
            <BadgeIcon name={pillar.icon} />
            <h3>{pillar.title}</h3>
            <p>{pillar.summary}</p>
            <button
              type="button"
              className="btn btn--outline"
              aria-haspopup="dialog"
              aria-label={`Detalii despre ${pillar.title}`}
              onClick={() => setSelected(pillar)}
            >
              Detalii
            </button>
          </li>
        ))}
      </ul>
      <Dialog open={selected !== null} title={selected?.title ?? ''} onClose={() => setSelected(null)}>
        {selected && <div dangerouslySetInnerHTML={{ __html: selected.content }} />}
      </Dialog>
    </>
  );
}
