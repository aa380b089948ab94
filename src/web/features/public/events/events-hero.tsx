// The events page's hero: a band of 'OFFICIAL EVENTS/' scrolling sideways (CSS only; it stands still under
// prefers-reduced-motion), then the page title. Only the first copy of the text is read out; the rest is decoration.
import { useMessages } from '../../../lib/i18n';
import { eventsMessages } from './events-messages';
import styles from './events-hero.module.css';

const COPIES = 6;

function MarqueeHalf({ readable, text }: { readable: boolean; text: string }) {
  return (
    <span className={styles.half} aria-hidden={readable ? undefined : true}>
      {Array.from({ length: COPIES }, (_, i) => (
        <span key={i} className={i % 2 ? styles.outline : styles.solid} aria-hidden={readable && i === 0 ? undefined : true}>
          {text}
        </span>
      ))}
    </span>
  );
}

/**
 * The outlined copies: a ring traced around the rendered letters (dilate the glyphs' alpha, take the glyphs out), not
 * -webkit-text-stroke, which strokes every contour of the variable font and so draws its overlapping strokes through
 * A and V.
 */
function OutlineFilter() {
  return (
    <svg className={styles.filters} aria-hidden="true" focusable="false" width="0" height="0">
      <filter id="events-hero-outline" colorInterpolationFilters="sRGB">
        <feMorphology in="SourceAlpha" operator="dilate" radius="2" result="grown" />
        <feComposite in="grown" in2="SourceAlpha" operator="out" result="ring" />
        <feFlood floodColor="#ffffff" floodOpacity="0.85" />
        <feComposite in2="ring" operator="in" />
      </filter>
    </svg>
  );
}

export function EventsHero({ seasonName }: { seasonName?: string }) {
  const words = useMessages(eventsMessages).hero;
  return (
    <section className={styles.hero}>
      <OutlineFilter />
      <div className={styles.marquee}>
        <div className={styles.track}>
          <MarqueeHalf readable text={words.marquee} />
          <MarqueeHalf readable={false} text={words.marquee} />
        </div>
      </div>
      <div className={`container ${styles.intro}`}>
        <p className={styles.eyebrow}>{seasonName ? words.season(seasonName) : words.programme}</p>
        <h1 className={styles.title}>{words.title}</h1>
        <p className={styles.lead}>{words.lead}</p>
      </div>
    </section>
  );
}
