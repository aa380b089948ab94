// Where each visitor starts (spec 01 §2): student, parent and teacher cards, each with a 'Detalii...' button.
import { Link } from 'wouter';
import { useMessages } from '../../../lib/i18n';
import { homeMessages } from './home-messages';
import { paths } from '../../../lib/paths';
import type { Profile } from './art/profile-art';
import parent from './art/svg/profile-parent.svg?no-inline';
import student from './art/svg/profile-student.svg?no-inline';
import teacher from './art/svg/profile-teacher.svg?no-inline';
import styles from './home-profiles.module.css';

/** The profiles' illustrations: SVG files (art/home-art-files.tsx). */
const ART: Record<Profile, string> = { student, parent, teacher };

const PROFILES: readonly { profile: Profile; href: string }[] = [
  { profile: 'student', href: paths.teams },
  { profile: 'parent', href: paths.contribute },
  { profile: 'teacher', href: paths.getStarted },
];

export function HomeProfiles() {
  const words = useMessages(homeMessages).profiles;
  return (
    <section className="section" aria-labelledby="home-profiles-title">
      <div className="container">
        <h2 id="home-profiles-title">{words.title}</h2>
        <ul className={styles.grid}>
          {PROFILES.map((p) => (
            <li key={p.profile} className={styles.card}>
              <div className={styles.art}>
                <img src={ART[p.profile]} alt="" width={320} height={180} loading="lazy" decoding="async" />
              </div>
              <div className={styles.body}>
                <h3 id={`profile-${p.profile}`}>{words[p.profile].title}</h3>
                <p>{words[p.profile].text}</p>
                <Link href={p.href} className={`btn btn--outline ${styles.more}`} aria-describedby={`profile-${p.profile}`}>
                  {words.more}
                </Link>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
