// /contribute without a child route: hero, the three ways to help, the impact list, the donation block and the
// "Redirecționează 3,5%" block (when the site settings give the Formular 230).
// It scrolls to the URL's #fragment once rendered, and again when a link changes only the fragment.
import { useEffect, type MouseEvent } from 'react';
import { Link } from 'wouter';
import { scrollToFragment } from '../../../app/navigation-effects';
import { PageHero } from '../../../components/ui/page-hero';
import { useMessages } from '../../../lib/i18n';
import { contributeMessages } from './contribute-messages';
import { paths } from '../../../lib/paths';
import { useSettings } from '../../../lib/settings';
import { CONTRIBUTE_OPTIONS, DONATE_FORM_ID, impactFacts, type ContributeOption } from './contribute-content';
import { BadgeIcon } from './contribute-icons';
import { HeartGearIllustration } from './contribute-illustrations';
import { DonateBlock } from './donate-block';
import { RedirectTaxBlock } from './redirect-tax-block';
import styles from './contribute.module.css';

function useFragmentScroll() {
  useEffect(() => {
    const timer = window.setTimeout(() => scrollToFragment('auto'), 0);
    // wouter's navigate() uses pushState, which fires no hashchange (the shell already handles hashchange).
    const onPush = () => window.setTimeout(() => scrollToFragment(), 0);
    window.addEventListener('pushState', onPush);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('pushState', onPush);
    };
  }, []);
}

/** Smooth scroll to the donation block; the address gets the fragment too, so it can be shared. */
function scrollToDonateForm(event: MouseEvent<HTMLAnchorElement>) {
  const target = document.getElementById(DONATE_FORM_ID);
  if (!target) return;
  event.preventDefault();
  target.scrollIntoView({ behavior: 'smooth', block: 'start' });
  if (window.location.hash !== `#${DONATE_FORM_ID}`) window.history.replaceState(window.history.state, '', `#${DONATE_FORM_ID}`);
}

function OptionCard({ option }: { option: ContributeOption }) {
  const { payment, redirect } = useSettings();
  const { overview } = useMessages(contributeMessages);
  const words = overview.options[option.id];
  const fragment = option.href.startsWith('#');
  const text = option.id === 'online' ? overview.onlineText({ card: payment !== null, redirect: redirect !== null }) : words.text;
  return (
    <li className={`card ${styles.option}`}>
      <BadgeIcon name={option.icon} />
      <h3>{words.title}</h3>
      <p>{text}</p>
      {fragment ? (
        <a href={option.href} className={styles.optionLink} onClick={scrollToDonateForm}>
          {words.action} →
        </a>
      ) : (
        <Link href={option.href} className={styles.optionLink}>
          {words.action} →
        </Link>
      )}
    </li>
  );
}

export function ContributeOverview() {
  useFragmentScroll();
  const { figures } = useSettings();
  const { overview: words } = useMessages(contributeMessages);
  return (
    <>
      <PageHero
        eyebrow={words.eyebrow}
        title={words.title}
        illustration={<HeartGearIllustration />}
        actions={
          <>
            <a href={`#${DONATE_FORM_ID}`} className="btn btn--primary" onClick={scrollToDonateForm}>
              {words.donatePerson}
            </a>
            <Link href={paths.companies} className="btn btn--light">
              {words.sponsorCompany}
            </Link>
          </>
        }
      >
        <p>{words.lead}</p>
      </PageHero>

      <section className="section" aria-labelledby="options-title">
        <div className="container">
          <h2 id="options-title">{words.optionsTitle}</h2>
          <ul className={styles.options}>
            {CONTRIBUTE_OPTIONS.map((option) => (
              <OptionCard key={option.id} option={option} />
            ))}
          </ul>
        </div>
      </section>

      <section className={`section ${styles.impactSection}`} aria-labelledby="impact-title">
        <div className={`container ${styles.impact}`}>
          <div>
            <h2 id="impact-title">{words.impactTitle}</h2>
            <p className={styles.impactLead}>{words.impactLead}</p>
          </div>
          <ul className={styles.facts}>
            {impactFacts(figures, words).map((fact) => (
              <li key={fact.value + fact.text}>
                <strong>{fact.value}</strong> {fact.text}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <DonateBlock />
      <RedirectTaxBlock />
    </>
  );
}
