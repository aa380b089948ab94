// /about/first-global (spec 01 §2 "About pages"): hero; what the challenge is (over 190 countries, one team per
// country, 3 vs 3 international alliances); the 2025 edition; the social media challenges; the Romanian team's quote.
import { Icon } from '../../../components/ui/icon';
import { PageHero } from '../../../components/ui/page-hero';
import { GlobeIllustration } from './art/globe';
import { QuoteBlock } from './quote-block';
import styles from './about.module.css';
import globalStyles from './first-global.module.css';

function LeafIcon() {
  return (
    <svg width={20} height={20} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" aria-hidden="true" focusable="false">
      <path d="M5 19C5 10 10 5 20 4c-1 10-6 15-15 15zM5 19l8-8" />
    </svg>
  );
}

const FACTS = [
  { value: '190+', label: 'de țări participante' },
  { value: '1', label: 'echipă pentru fiecare țară' },
  { value: '3 vs 3', label: 'alianțe internaționale în fiecare meci' },
];

const CHALLENGES = [
  { title: 'Prezentarea echipei', text: 'Un scurt video în care echipa își prezintă țara, membrii și robotul, înainte de competiție.' },
  { title: 'Provocarea tematică', text: 'Postări despre felul în care tema sezonului se regăsește în comunitatea și în țara echipei.' },
  { title: 'Jurnalul de construcție', text: 'Fotografii și clipuri din atelier: idei, prototipuri, eșecuri și soluții, pas cu pas.' },
];

export function FirstGlobalPage() {
  return (
    <>
      <PageHero eyebrow="FIRST Global" title="FIRST Global Challenge" illustration={<GlobeIllustration />}>
        <p>Olimpiada roboticii: tineri din toată lumea, uniți de aceeași provocare, în aceeași arenă.</p>
      </PageHero>

      <section className="section" aria-labelledby="global-what">
        <div className="container">
          <h2 id="global-what">Ce este FIRST Global Challenge</h2>
          <p className={styles.lead}>
            În fiecare an, echipe din peste 190 de țări se întâlnesc la FIRST Global Challenge. Fiecare țară trimite o singură
            echipă, iar meciurile se joacă în alianțe internaționale de 3 vs 3: colegii de alianță vin din țări diferite și
            află abia la competiție cu cine vor juca.
          </p>
          <ul className={styles.facts}>
            {FACTS.map((fact) => (
              <li key={fact.label} className={`card ${styles.fact}`}>
                <strong className={styles.factValue}>{fact.value}</strong>
                <span className={styles.factLabel}>{fact.label}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className={`section ${globalStyles.edition}`} aria-labelledby="global-2025">
        <div className={`container ${globalStyles.editionInner}`}>
          <div>
            <p className={globalStyles.eyebrow}>Ediția 2025</p>
            <h2 id="global-2025">Panama City, Panama</h2>
            <p>
              Ediția din 2025 are loc la Panama City, între 29 octombrie și 1 noiembrie 2025. Tema sezonului, „Eco
              Equilibrium”, le cere echipelor să găsească, prin tehnologie, echilibrul dintre oameni și natură.
            </p>
          </div>
          <dl className={globalStyles.details}>
            <div>
              <dt>
                <Icon name="mapPin" /> Locul
              </dt>
              <dd>Panama City</dd>
            </div>
            <div>
              <dt>
                <Icon name="calendar" /> Perioada
              </dt>
              <dd>29 oct. - 1 nov. 2025</dd>
            </div>
            <div>
              <dt>
                <LeafIcon /> Tema
              </dt>
              <dd>Eco Equilibrium</dd>
            </div>
          </dl>
        </div>
      </section>

      <section className="section section--grey" aria-labelledby="global-social">
        <div className="container">
          <h2 id="global-social">Provocările de social media</h2>
          <p className={styles.lead}>
            Competiția începe cu mult înainte de primul meci. Echipele publică provocări pe rețelele sociale și se cunosc între
            ele online. Urmărește echipa României și susține-o cu un like și un share.
          </p>
          <ul className={globalStyles.challenges}>
            {CHALLENGES.map((challenge, index) => (
              <li key={challenge.title} className="card">
                <span className={globalStyles.step} aria-hidden="true">
                  {index + 1}
                </span>
                <h3>{challenge.title}</h3>
                <p>{challenge.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section" aria-labelledby="global-quote">
        <div className={`container ${styles.narrow}`}>
          <h2 id="global-quote">Din partea echipei României</h2>
          <QuoteBlock
            text="Când stai în arenă lângă colegi din alte două țări și aveți trei minute să câștigați împreună, înveți că nicio problemă nu e prea mare pentru o echipă care comunică. Ducem cu noi steagul României și ne întoarcem cu prieteni din toată lumea."
            author="Echipa României"
            role="FIRST Global Challenge"
          />
        </div>
      </section>
    </>
  );
}
