// Where each visitor starts (spec 01 §2): student, parent and teacher cards, each with a 'Detalii...' button.
import { Link } from 'wouter';
import { paths } from '../../../lib/paths';
import type { Profile } from './art/profile-art';
import parent from './art/svg/profile-parent.svg?no-inline';
import student from './art/svg/profile-student.svg?no-inline';
import teacher from './art/svg/profile-teacher.svg?no-inline';
import styles from './home-profiles.module.css';

/** The profiles' illustrations: SVG files (art/home-art-files.tsx). */
const ART: Record<Profile, string> = { student, parent, teacher };

const PROFILES: readonly { profile: Profile; title: string; text: string; href: string }[] = [
  {
    profile: 'student',
    title: 'Sunt elev',
    text: 'Intră într-o echipă din liceul tău: construiești un robot, înveți programare și inginerie și concurezi alături de colegii tăi.',
    href: paths.teams,
  },
  {
    profile: 'parent',
    title: 'Sunt părinte',
    text: 'Susține echipa copilului tău și programul: o donație sau câteva ore de implicare contează pentru elevii din toată țara.',
    href: paths.contribute,
  },
  {
    profile: 'teacher',
    title: 'Sunt profesor',
    text: 'Devino mentor: află cum înființezi o echipă în școala ta, ce presupune un sezon și ce sprijin primesc echipele noi.',
    href: paths.getStarted,
  },
];

export function HomeProfiles() {
  return (
    <section className="section" aria-labelledby="home-profiles-title">
      <div className="container">
        <h2 id="home-profiles-title">Cum te poți implica</h2>
        <ul className={styles.grid}>
          {PROFILES.map((p) => (
            <li key={p.profile} className={styles.card}>
              <div className={styles.art}>
                <img src={ART[p.profile]} alt="" width={320} height={180} loading="lazy" decoding="async" />
              </div>
              <div className={styles.body}>
                <h3 id={`profile-${p.profile}`}>{p.title}</h3>
                <p>{p.text}</p>
                <Link href={p.href} className={`btn btn--outline ${styles.more}`} aria-describedby={`profile-${p.profile}`}>
                  Detalii...
                </Link>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
