// /about/natie-prin-educatie (spec 01 §2 "About pages"): banner, the association's description, a founder quote and
// a button to the FIRST and FTC page.
import { Link } from 'wouter';
import { Icon } from '../../../components/ui/icon';
import { PageHero } from '../../../components/ui/page-hero';
import { paths } from '../../../lib/paths';
import { RomaniaMapIllustration } from './art/romania-map';
import { QuoteBlock } from './quote-block';
import styles from './about.module.css';

function CapIcon() {
  return (
    <svg width={20} height={20} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M2 9l10-5 10 5-10 5zM6 11v5c3 2.5 9 2.5 12 0v-5M22 9v6" />
    </svg>
  );
}

const HIGHLIGHTS = [
  { mark: '2016', title: 'Partener oficial FIRST', text: 'Din 2016 organizăm programul FIRST Tech Challenge în România.' },
  { mark: <Icon name="mapPin" />, title: 'Competiții regionale și naționale', text: 'Etape regionale în toată țara și o finală națională în fiecare sezon.' },
  { mark: <CapIcon />, title: 'Parteneriate cu universități', text: 'Universitățile ne găzduiesc competițiile și le deschid liceenilor laboratoarele.' },
  { mark: '€', title: 'Finanțare prin fundraising', text: 'Sponsorizări, donații și granturi susțin echipele și evenimentele.' },
];

export function NatiePage() {
  return (
    <>
      <PageHero eyebrow="Despre noi" title="Asociația Nație prin Educație" illustration={<RomaniaMapIllustration />}>
        <p>Construim, alături de liceeni, profesori și comunități, o Românie în care fiecare tânăr poate descoperi știința și tehnologia.</p>
      </PageHero>

      <section className="section" aria-labelledby="natie-about">
        <div className={`container ${styles.split}`}>
          <div className={styles.prose}>
            <h2 id="natie-about">Cine suntem</h2>
            <p>
              Asociația Nație prin Educație este, din 2016, partenerul oficial al organizației internaționale <em>FIRST</em> în
              România. Aducem în licee programul FIRST Tech Challenge: echipe de elevi care proiectează, construiesc și
              programează roboți, apoi îi duc în competiție.
            </p>
            <p>
              În fiecare sezon organizăm competiții regionale în mai multe orașe din țară și o competiție națională, de unde
              cele mai bune echipe merg mai departe, la evenimentele internaționale <em>FIRST</em>.
            </p>
            <p>
              Lucrăm în parteneriat cu universități care ne găzduiesc evenimentele, oferă mentori și le arată elevilor ce
              înseamnă o carieră în inginerie și cercetare.
            </p>
            <p>
              Activitatea asociației este finanțată prin fundraising: sponsorizări de la companii, donații individuale și
              redirecționări de impozit. Fiecare leu ajunge în kituri de robotică, competiții și formarea mentorilor.
            </p>
          </div>
          <ul className={styles.highlights} aria-label="Pe scurt">
            {HIGHLIGHTS.map((item) => (
              <li key={item.title}>
                <span className={styles.highlightIcon} aria-hidden="true">
                  <strong>{item.mark}</strong>
                </span>
                <div>
                  <strong>{item.title}</strong>
                  <span>{item.text}</span>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section section--grey" aria-labelledby="natie-quote">
        <div className={`container ${styles.narrow}`}>
          <h2 id="natie-quote" className="visually-hidden">
            Cuvântul fondatorului
          </h2>
          <QuoteBlock
            text="Nu construim doar roboți. Construim tineri care cred că pot schimba ceva în comunitatea lor, și apoi chiar o fac. Fiecare echipă nouă este o școală care învață să viseze mai departe."
            author="Fondatorul Asociației Nație prin Educație"
          />
          <div className={styles.actions}>
            <Link href={paths.aboutFirst} className="btn btn--primary">
              Descoperă FIRST și FTC
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
