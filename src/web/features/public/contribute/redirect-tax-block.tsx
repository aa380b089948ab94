// "Redirecționează 3,5%" (issue 13): Formular 230, by which a Romanian taxpayer sends 3.5% of their income tax to an
// NGO at no cost. Shown when the site settings give the association's online form or its PDF; the deadline with it.
import { Icon } from '../../../components/ui/icon';
import { useSettings } from '../../../lib/settings';
import styles from './donate-block.module.css';

const MONTHS = ['ianuarie', 'februarie', 'martie', 'aprilie', 'mai', 'iunie', 'iulie', 'august', 'septembrie', 'octombrie', 'noiembrie', 'decembrie'];

/** 2027-05-25 -> 25 mai 2027. */
export function romanianDate(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  return `${day} ${MONTHS[(month ?? 1) - 1]} ${year}`;
}

export function RedirectTaxBlock() {
  const { redirect } = useSettings();
  if (!redirect) return null;
  return (
    <section id="redirectioneaza" className={`section ${styles.redirect}`} aria-labelledby="redirect-title">
      <div className="container">
        <div className={`card ${styles.redirectCard}`}>
          <h2 id="redirect-title">Redirecționează 3,5%</h2>
          <p>
            Dacă ești salariat sau ai venituri în România, poți direcționa 3,5% din impozitul pe venit către Asociația Nație prin
            Educație, prin Formularul 230. Nu te costă nimic: banii ar merge oricum la stat, iar așa ajung la echipele FTC.
          </p>
          {redirect.deadline && (
            <p data-testid="redirect-deadline">
              <strong>Termen: {romanianDate(redirect.deadline)}</strong>
            </p>
          )}
          <div className={styles.redirectActions}>
            {redirect.url && (
              <a className="btn btn--primary" href={redirect.url} target="_blank" rel="noopener noreferrer">
                <Icon name="external" />
                <span>Completează Formularul 230 online</span>
              </a>
            )}
            {redirect.pdf && (
              <a className="btn btn--outline" href={redirect.pdf} download>
                <Icon name="download" />
                <span>Descarcă Formularul 230 (PDF)</span>
              </a>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}
