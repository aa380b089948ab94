// "Redirecționează 3,5%" (issue 13): Formular 230, by which a Romanian taxpayer sends 3.5% of their income tax to an
// NGO at no cost. Shown when the site settings give the association's online form or its PDF; the deadline with it.
import { formatDayIn } from '../../../../shared/format-day';
import { Icon } from '../../../components/ui/icon';
import { useIntlLocale, useMessages } from '../../../lib/i18n';
import { contributeMessages } from './contribute-messages';
import { useSettings } from '../../../lib/settings';
import styles from './donate-block.module.css';

export function RedirectTaxBlock() {
  const { redirect } = useSettings();
  const { redirect: words } = useMessages(contributeMessages);
  const intlLocale = useIntlLocale();
  if (!redirect) return null;
  return (
    <section id="redirectioneaza" className={`section ${styles.redirect}`} aria-labelledby="redirect-title">
      <div className="container">
        <div className={`card ${styles.redirectCard}`}>
          <h2 id="redirect-title">{words.title}</h2>
          <p>{words.text}</p>
          {redirect.deadline && (
            <p data-testid="redirect-deadline">
              <strong>{`${words.deadline} ${formatDayIn(redirect.deadline, intlLocale)}`}</strong>
            </p>
          )}
          <div className={styles.redirectActions}>
            {redirect.url && (
              <a className="btn btn--primary" href={redirect.url} target="_blank" rel="noopener noreferrer">
                <Icon name="external" />
                <span>{words.online}</span>
              </a>
            )}
            {redirect.pdf && (
              <a className="btn btn--outline" href={redirect.pdf} download>
                <Icon name="download" />
                <span>{words.pdf}</span>
              </a>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}
