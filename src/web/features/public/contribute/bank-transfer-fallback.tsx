// The bank-transfer part of the donation block: the association's account from the site settings (IBAN, bank,
// beneficiary) when one is set, otherwise whom to write to for it. Without card payments it is the whole widget
// ({key} in the spec's README: never a broken widget); with them, it follows the buy button. The IBAN has a copy button
// (issue 24) once the page's script runs; without it the IBAN is plain, selectable text.
import type { SiteSettings } from '../../../lib/settings';
import { CopyButton } from '../../../components/ui/copy-button';
import { Icon } from '../../../components/ui/icon';
import styles from './donate-block.module.css';

interface Props {
  contactEmail: string;
  bank: SiteSettings['bank'];
  /** Card payments are active: this block is the alternative, not the only way. */
  withCard: boolean;
}

export function BankTransferFallback({ contactEmail, bank, withCard }: Props) {
  const subject = encodeURIComponent('Donație FTC România');
  return (
    <div className={styles.fallback} data-testid="donate-fallback">
      <h3>{withCard ? 'Sau prin transfer bancar' : 'Donează prin transfer bancar'}</h3>
      {!withCard && <p className="muted">Plata cu cardul nu este disponibilă momentan pe site. Poți dona simplu, prin transfer bancar:</p>}
      <dl className={styles.bank}>
        <div>
          <dt>Beneficiar</dt>
          <dd>{bank?.beneficiary || 'Asociația Nație prin Educație'}</dd>
        </div>
        <div>
          <dt>IBAN</dt>
          <dd>
            <span data-testid="donate-iban">{bank ? formatIban(bank.iban) : 'IBAN-ul îl primești la cerere'}</span>
            {bank && <CopyButton value={bank.iban} label="Copiază IBAN-ul" done="IBAN copiat" />}
          </dd>
        </div>
        {bank?.bankName && (
          <div>
            <dt>Banca</dt>
            <dd>{bank.bankName}</dd>
          </div>
        )}
        <div>
          <dt>Detalii plată</dt>
          <dd>Donație FTC România</dd>
        </div>
      </dl>
      {bank ? (
        <p>După transfer, scrie-ne dacă vrei confirmarea donației.</p>
      ) : (
        <p>Scrie-ne și îți trimitem contul asociației, iar după transfer îți confirmăm primirea donației.</p>
      )}
      <a className="btn btn--primary" href={`mailto:${contactEmail}?subject=${subject}`}>
        <Icon name="mail" />
        <span>{bank ? `Scrie-ne la ${contactEmail}` : `Cere detaliile la ${contactEmail}`}</span>
      </a>
    </div>
  );
}

/** RO49AAAA1B31007593840000 -> RO49 AAAA 1B31 0075 9384 0000, as banks print it. */
const formatIban = (iban: string) => iban.replace(/(.{4})/g, '$1 ').trim();
