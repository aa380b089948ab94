// /about/sponsors (spec 01 §2 "About pages"): 'Partners in education' by tier (PLATINUM, GOLD, SILVER), each logo
// linking to the partner's site in a new tab; a closing block with thanks, the contact e-mail and a call to invest.
// The partners are the library's sponsors an admin gave a tier (GET /api/partners); with none, a line invites
// companies to /contribute/companies instead of showing any placeholder.
import { Link } from 'wouter';
import { SPONSOR_TIERS } from '../../../../../shared/constants';
import { PageHero } from '../../../../components/ui/page-hero';
import { paths } from '../../../../lib/paths';
import { useSettings } from '../../../../lib/settings';
import { queries, usePublicQuery } from '../../../../lib/queries';
import { PartnersIllustration } from '../art/partners';
import { PartnerTile } from './partner-tile';
import styles from './sponsors.module.css';

function Tiers() {
  const { data, error, loading } = usePublicQuery(queries.partners());
  if (loading) {
    return (
      <section className="section">
        <p className="state container" role="status">
          Se încarcă partenerii...
        </p>
      </section>
    );
  }
  const partners = error ? [] : (data ?? []);
  const tiers = SPONSOR_TIERS.map((tier) => ({ tier, partners: partners.filter((p) => p.tier === tier) })).filter((t) => t.partners.length > 0);
  if (tiers.length === 0) {
    return (
      <section className="section" aria-label="Parteneri">
        <p className={`container ${styles.invite}`}>
          Lista partenerilor noștri va apărea aici în curând. Compania ta poate fi prima:{' '}
          <Link href={paths.companies}>află cum poți sprijini programul ca firmă</Link>.
        </p>
      </section>
    );
  }
  return (
    <>
      {tiers.map(({ tier, partners: list }, index) => (
        <section key={tier} className={`section ${index % 2 === 1 ? 'section--grey' : ''} ${styles.tier}`} aria-labelledby={`tier-${tier}`}>
          <div className="container">
            <h2 id={`tier-${tier}`} className={`${styles.tierTitle} ${styles[tier.toLowerCase()] ?? ''}`}>
              {tier}
            </h2>
            <ul className={`${styles.logos} ${tier === 'SILVER' ? styles.silverLogos : ''}`}>
              {list.map((partner) => (
                <li key={partner.id}>
                  <PartnerTile partner={partner} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      ))}
    </>
  );
}

export function SponsorsPage() {
  const { contactEmail } = useSettings();
  return (
    <>
      <PageHero eyebrow="Sponsori și parteneri" title="Partners in education" illustration={<PartnersIllustration />}>
        <p>Companiile și instituțiile care fac posibil programul FIRST Tech Challenge în liceele din România.</p>
      </PageHero>

      <Tiers />

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
