// The donation block of /contribute, target of every '#donate-form' link: the card buy button when payment
// settings exist and are switched on, the bank transfer (with the account of the site settings) always, and where to go
// for company or volunteer help.
import { Link } from 'wouter';
import { LegalDetails } from '../../../components/ui/legal-details';
import { useMessages } from '../../../lib/i18n';
import { contributeMessages } from './contribute-messages';
import { paths } from '../../../lib/paths';
import { useSettings } from '../../../lib/settings';
import { BankTransferFallback } from './bank-transfer-fallback';
import { DONATE_FORM_ID } from './contribute-content';
import { StripeBuyButton } from './stripe-buy-button';
import styles from './donate-block.module.css';

export function DonateBlock() {
  const { payment, contactEmail, bank, legal } = useSettings();
  const { donate: words } = useMessages(contributeMessages);
  return (
    <section id={DONATE_FORM_ID} className={`section ${styles.section}`} aria-labelledby="donate-title">
      <div className={`container ${styles.layout}`}>
        <div className={styles.text}>
          <h2 id="donate-title">{words.title}</h2>
          <p>{words.text}</p>
          <p className="muted">{words.nonProfit}</p>
          <LegalDetails legal={legal} />
        </div>
        <div className={`card ${styles.widget}`}>
          {payment && (
            <div className={styles.cardPart}>
              <h3>{words.cardTitle}</h3>
              <p className="muted">{words.cardNote}</p>
              <StripeBuyButton buyButtonId={payment.buyButtonId} publishableKey={payment.publishableKey} />
            </div>
          )}
          <BankTransferFallback contactEmail={contactEmail} bank={bank} withCard={payment !== null} />
        </div>
        <div className={styles.info}>
          <p className={styles.infoTitle}>{words.otherTitle}</p>
          <Link href={paths.companies} className="btn btn--outline">
            {words.companies}
          </Link>
          <Link href={paths.volunteer} className="btn btn--outline">
            {words.volunteer}
          </Link>
        </div>
      </div>
    </section>
  );
}
