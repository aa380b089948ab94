// The bank-transfer part of the donation block: the association's account from the site settings (IBAN, bank,
// beneficiary) when one is set, otherwise whom to write to for it. Without card payments it is the whole widget
// ({key} in the spec's README: never a broken widget); with them, it follows the buy button. The IBAN has a copy button
// (issue 24) once the page's script runs; without it the IBAN is plain, selectable text.
import { useContentLang, useMessages } from '../../../lib/i18n';
import { contributeMessages } from './contribute-messages';
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
  const { bank: words } = useMessages(contributeMessages);
  // The beneficiary and the payment reference stay in Romanian, as the bank statement reads them.
  const contentLang = useContentLang();
  const subject = encodeURIComponent(words.reference);
  return (
    <div className={styles.fallback} data-testid="donate-fallback">
      <h3>{withCard ? words.orTransfer : words.transfer}</h3>
      {!withCard && <p className="muted">{words.noCard}</p>}
      <dl className={styles.bank}>
        <div>
          <dt>{words.beneficiary}</dt>
          <dd lang={contentLang}>{bank?.beneficiary || words.defaultBeneficiary}</dd>
        </div>
        <div>
          <dt>{words.iban}</dt>
          <dd>
            <span data-testid="donate-iban">{bank ? formatIban(bank.iban) : words.ibanOnRequest}</span>
            {bank && <CopyButton value={bank.iban} label={words.copy} done={words.copied} failed={words.copyFailed} />}
          </dd>
        </div>
        {bank?.bankName && (
          <div>
            <dt>{words.bankName}</dt>
            <dd>{bank.bankName}</dd>
          </div>
        )}
        <div>
          <dt>{words.details}</dt>
          <dd lang={contentLang}>{words.reference}</dd>
        </div>
      </dl>
      {bank ? (
        <p>{words.afterTransfer}</p>
      ) : (
        <p>{words.askAccount}</p>
      )}
      <a className="btn btn--primary" href={`mailto:${contactEmail}?subject=${subject}`}>
        <Icon name="mail" />
        <span>{bank ? words.writeTo(contactEmail) : words.askAt(contactEmail)}</span>
      </a>
    </div>
  );
}

/** RO49AAAA1B31007593840000 -> RO49 AAAA 1B31 0075 9384 0000, as banks print it. */
const formatIban = (iban: string) => iban.replace(/(.{4})/g, '$1 ').trim();
