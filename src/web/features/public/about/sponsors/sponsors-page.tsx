// /about/sponsors (spec 01 §2 "About pages"): 'Partners in education' by tier (PLATINUM, GOLD, SILVER), each logo
// linking to the partner's site in a new tab; a closing block with thanks, the contact e-mail and a call to invest.
// The partners are the library's sponsors an admin gave a tier (GET /api/partners); with none, a line invites
// companies to /contribute/companies instead of showing any placeholder. Its words: messages/<locale>/sponsors.ts.
import { Link } from 'wouter';
import { SPONSOR_TIERS } from '../../../../../shared/constants';
import type { SponsorsMessages } from '../../../../../shared/messages/ro/sponsors';
import { PageHero } from '../../../../components/ui/page-hero';
import { useMessages } from '../../../../lib/i18n';
import { sponsorsMessages } from './sponsors-messages';
import { paths } from '../../../../lib/paths';
import { useSettings } from '../../../../lib/settings';
import { usePublicQuery } from '../../../../lib/queries';
import { partnersOverApi } from './partners-query';
import { PartnersIllustration } from '../art/partners';
import { PartnerTile } from './partner-tile';
import styles from './sponsors.module.css';

function Tiers({ words }: { words: SponsorsMessages }) {
  const { data, error, loading } = usePublicQuery(partnersOverApi());
  if (loading) {
    return (
      <section className="section">
        <p className="state container" role="status">
          {words.loading}
        </p>
      </section>
    );
  }
  const partners = error ? [] : (data ?? []);
  const tiers = SPONSOR_TIERS.map((tier) => ({ tier, partners: partners.filter((p) => p.tier === tier) })).filter((t) => t.partners.length > 0);
  if (tiers.length === 0) {
    return (
      <section className="section" aria-label={words.listLabel}>
        <p className={`container ${styles.invite}`}>
          {words.empty} <Link href={paths.companies}>{words.emptyLink}</Link>.
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
                  <PartnerTile partner={partner} words={words} />
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
  const words = useMessages(sponsorsMessages);
  const { contactEmail } = useSettings();
  return (
    <>
      <PageHero eyebrow={words.eyebrow} title={words.title} illustration={<PartnersIllustration />}>
        <p>{words.lead}</p>
      </PageHero>

      <Tiers words={words} />

      <section className={`section ${styles.thanks}`} aria-labelledby="sponsors-thanks">
        <div className={`container ${styles.thanksInner}`}>
          <h2 id="sponsors-thanks">{words.thanksTitle}</h2>
          <p>
            {words.thanks}{' '}
            <a href={`mailto:${contactEmail}`} className={styles.mail}>
              {contactEmail}
            </a>
            .
          </p>
          <Link href={paths.contribute} className="btn btn--primary">
            {words.invest}
          </Link>
        </div>
      </section>
    </>
  );
}
