// The donation block of /contribute, target of every '#donate-form' link: the card buy button when payment
// settings exist and are switched on, the bank transfer (with the account of the site settings) always, and where to go
// for company or volunteer help.
import { Link } from 'wouter';
import { LegalDetails } from '../../../components/ui/legal-details';
import { paths } from '../../../lib/paths';
import { useSettings } from '../../../lib/settings';
import { BankTransferFallback } from './bank-transfer-fallback';
import { DONATE_FORM_ID } from './contribute-content';
import { StripeBuyButton } from './stripe-buy-button';
import styles from './donate-block.module.css';

export function DonateBlock() {
  const { payment, contactEmail, bank, legal } = useSettings();
  return (
    <section id={DONATE_FORM_ID} className={`section ${styles.section}`} aria-labelledby="donate-title">
      <div className={`container ${styles.layout}`}>
        <div className={styles.text}>
          <h2 id="donate-title">Donează pentru echipele de robotică</h2>
          <p>
            Donația ta acoperă piese pentru roboți, taxe de înscriere, deplasări la competiții și echipamente pentru
            liceele care pornesc primul lor an în FIRST Tech Challenge.
          </p>
          <p className="muted">Asociația Nație prin Educație este o organizație non-profit; fiecare leu ajunge în program.</p>
          <LegalDetails legal={legal} />
        </div>
        <div className={`card ${styles.widget}`}>
          {payment && (
            <div className={styles.cardPart}>
              <h3>Donează online cu cardul</h3>
              <p className="muted">Plata este procesată în siguranță de Stripe; datele cardului nu ajung la noi.</p>
              <StripeBuyButton buyButtonId={payment.buyButtonId} publishableKey={payment.publishableKey} />
            </div>
          )}
          <BankTransferFallback contactEmail={contactEmail} bank={bank} withCard={payment !== null} />
        </div>
        <div className={styles.info}>
          <p className={styles.infoTitle}>Vrei să ajuți altfel?</p>
          <Link href={paths.companies} className="btn btn--outline">
            Sponsorizări pentru firme
          </Link>
          <Link href={paths.volunteer} className="btn btn--outline">
            Implică-te ca voluntar
          </Link>
        </div>
      </div>
    </section>
  );
}
