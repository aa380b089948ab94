// Shown instead of the card buy button when no payment keys are configured ({key} in the spec's README): how to
// donate by bank transfer, and whom to write to for the account details. Never a broken widget.
import { Icon } from '../../../components/ui/icon';
import styles from './donate-block.module.css';

export function BankTransferFallback({ contactEmail }: { contactEmail: string }) {
  const subject = encodeURIComponent('Donație FTC România');
  return (
    <div className={styles.fallback} data-testid="donate-fallback">
      <h3>Donează prin transfer bancar</h3>
      <p className="muted">Plata cu cardul nu este disponibilă momentan pe site. Poți dona simplu, prin transfer bancar:</p>
      <dl className={styles.bank}>
        <div>
          <dt>Beneficiar</dt>
          <dd>Asociația Nație prin Educație</dd>
        </div>
        <div>
          <dt>IBAN</dt>
          <dd>IBAN-ul îl primești la cerere</dd>
        </div>
        <div>
          <dt>Detalii plată</dt>
          <dd>Donație FTC România</dd>
        </div>
      </dl>
      <p>Scrie-ne și îți trimitem contul asociației, iar după transfer îți confirmăm primirea donației.</p>
      <a className="btn btn--primary" href={`mailto:${contactEmail}?subject=${subject}`}>
        <Icon name="mail" />
        <span>Cere detaliile la {contactEmail}</span>
      </a>
    </div>
  );
}
