// The local partners of an event: at most six, the first three in one row and the next three in a second row.
import type { SponsorOutput } from '../../../../shared/schemas/sponsors';
import { fileUrl } from '../../../lib/api';
import { UploadedImage } from '../../../components/ui/uploaded-image';
import { useMessages } from '../../../lib/i18n';
import { eventPageMessages } from './event-page-messages';
import styles from './event-partners.module.css';

export const MAX_PARTNERS = 6;
const ROW = 3;

function PartnerTile({ sponsor }: { sponsor: SponsorOutput }) {
  const { newTabNote } = useMessages(eventPageMessages);
  const logo = fileUrl(sponsor.logo?.id);
  const content = logo && sponsor.logo ? (
    <UploadedImage className={styles.logo} file={{ ...sponsor.logo, width: null, height: null }} src={logo} alt={sponsor.name} sizes="240px" box={{ width: 240, height: 120 }} />
  ) : (
    <span className={styles.name}>{sponsor.name}</span>
  );
  if (!sponsor.link) return <div className={styles.tile}>{content}</div>;
  return (
    <a className={`${styles.tile} ${styles.linked}`} href={sponsor.link} target="_blank" rel="noopener noreferrer">
      {content}
      <span className="visually-hidden">{newTabNote}</span>
    </a>
  );
}

export function EventPartners({ sponsors }: { sponsors: SponsorOutput[] }) {
  const shown = sponsors.slice(0, MAX_PARTNERS);
  const rows = [shown.slice(0, ROW), shown.slice(ROW)].filter((row) => row.length > 0);
  const { partners } = useMessages(eventPageMessages);
  return (
    <section className="section section--grey" aria-labelledby="event-partners">
      <div className="container">
        <h2 id="event-partners">{partners.title}</h2>
        {rows.length === 0 ? (
          <p className="muted">{partners.none}</p>
        ) : (
          <div className={styles.rows}>
            {rows.map((row, index) => (
              <ul key={index} className={styles.row} data-testid="partners-row">
                {row.map((sponsor) => (
                  <li key={sponsor.id}>
                    <PartnerTile sponsor={sponsor} />
                  </li>
                ))}
              </ul>
            ))}
          </div>
        )}
      </div>
    </section>
  );
}
