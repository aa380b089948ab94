// /about/sponsors (spec 01 §2 "About pages"): 'Partners in education' by tier (PLATINUM, GOLD, SILVER), each logo
// linking to the partner's site in a new tab; a closing block with thanks, the contact e-mail and a call to invest.
import { Link } from 'wouter';
import { PageHero } from '../../../../components/ui/page-hero';
import { paths } from '../../../../lib/paths';
import { useSettings } from '../../../../lib/settings';
import { PartnersIllustration } from '../art/partners';
import { PartnerLogo } from './partner-logo';
import { PARTNERS, SPONSOR_TIERS } from './sponsors-content';
import styles from './sponsors.module.css';

export function SponsorsPage() {
  const { contactEmail } = useSettings();
  return (
    <>
      <PageHero eyebrow="Sponsori și parteneri" title="Partners in education" illustration={<PartnersIllustration />}>
        <p>Companiile și instituțiile care fac posibil programul FIRST Tech Challenge în liceele din România.</p>
      </PageHero>

      {SPONSOR_TIERS.map((tier, index) => (
        <section key={tier} className={`section ${index % 2 === 1 ? 'section--grey' : ''} ${styles.tier}`} aria-labelledby={`tier-${tier}`}>
          <div className="container">
            <h2 id={`tier-${tier}`} className={`${styles.tierTitle} ${styles[tier.toLowerCase()] ?? ''}`}>
              {tier}
            </h2>
            <ul className={`${styles.logos} ${tier === 'SILVER' ? styles.silverLogos : ''}`}>
              {PARTNERS.filter((partner) => partner.tier === tier).map((partner) => (
                <li key={partner.name}>
                  <a
                    href={partner.link}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={styles.logo}
                    aria-label={`${partner.name} (site-ul partenerului, se deschide într-o filă nouă)`}
                  >
                    <PartnerLogo partner={partner} />
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </section>
      ))}

      <section className={`section ${styles.thanks}`} aria-labelledby="sponsors-thanks">
        <div className={`container ${styles.thanksInner}`}>
          <h2 id="sponsors-thanks">Vă mulțumim!</h2>
          <p>
            Fiecare partener aduce roboți în mai multe licee, competiții mai bune și mai multe șanse pentru tinerii pasionați de
            tehnologie. Vrei ca și compania ta să fie aici? Scrie-ne la{' '}
            <a href={`mailto:${contactEmail}`} className={styles.mail}>
              {contactEmail}
            </a>
            .
          </p>
          <Link href={paths.contribute} className="btn btn--primary">
            Invest in education
          </Link>
        </div>
      </section>
    </>
  );
}
