// One FIRST programme: badge, name, grade and age ranges, a short text and an outbound link (new tab).
import { Icon } from '../../../components/ui/icon';
import { useMessages } from '../../../lib/i18n';
import { aboutFirstMessages } from './about-first-messages';
import type { FirstProgramme } from './first-programmes';
import styles from './programmes.module.css';

const BADGE_COLORS: Record<FirstProgramme['id'], string> = { fll: '#d6312b', ftc: '#f57e25', frc: '#0066b3' };

function ProgrammeBadge({ id }: { id: FirstProgramme['id'] }) {
  const color = BADGE_COLORS[id];
  return (
    <svg width={64} height={64} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="16" fill={color} />
      {id === 'fll' && (
        <g fill="#fff">
          <rect x="14" y="28" width="36" height="20" rx="3" />
          <rect x="18" y="20" width="10" height="10" rx="2" />
          <rect x="36" y="20" width="10" height="10" rx="2" />
        </g>
      )}
      {id === 'ftc' && (
        <g fill="#fff">
          <rect x="16" y="18" width="32" height="20" rx="5" />
          <rect x="12" y="36" width="40" height="12" rx="4" />
          <circle cx="26" cy="28" r="3" fill={color} />
          <circle cx="38" cy="28" r="3" fill={color} />
        </g>
      )}
      {id === 'frc' && (
        <g fill="#fff">
          <rect x="10" y="30" width="44" height="16" rx="4" />
          <path d="M18 30 L30 14 H40 L44 30Z" />
          <circle cx="18" cy="48" r="5" />
          <circle cx="46" cy="48" r="5" />
        </g>
      )}
    </svg>
  );
}

export function ProgrammeCard({ programme, featured }: { programme: FirstProgramme; featured?: boolean }) {
  const { first: words } = useMessages(aboutFirstMessages);
  return (
    <li className={`card ${styles.card} ${featured ? styles.featured : ''}`}>
      <ProgrammeBadge id={programme.id} />
      {featured && <span className={styles.tag}>{words.ours}</span>}
      <h3>
        <em>FIRST</em>
        {programme.name.slice('FIRST'.length)}
      </h3>
      <dl className={styles.ranges}>
        <div>
          <dt>{words.grades}</dt>
          <dd>{programme.grades}</dd>
        </div>
        <div>
          <dt>{words.ages}</dt>
          <dd>{words.years(programme.ages)}</dd>
        </div>
      </dl>
      <p>{words.programmes[programme.id]}</p>
      <a
        href={programme.href}
        target="_blank"
        rel="noopener noreferrer"
        className={styles.link}
        aria-label={words.moreAbout(programme.name)}
      >
        {words.more} <Icon name="external" size={16} />
      </a>
    </li>
  );
}
