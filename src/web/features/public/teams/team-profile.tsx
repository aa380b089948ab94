// A team's page, shared by the real team detail and the /teams/00000 sample (spec 01 §2 team detail): the 'active'
// badge, number, name, motto, facts, video, links, About the team and the Local Partners grid. Empty fields of a
// real team are left out rather than shown blank.
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { PageHero } from '../../../components/ui/page-hero';
import { paths } from '../../../lib/paths';
import { StatusBadge } from './status-badge';
import { TeamRobotArt } from './teams-art';
import { hasTeamLinks, TeamLinks, type TeamLinkSet } from './team-links';
import { TeamPartners, type PartnerTile } from './team-partners';
import styles from './team-profile.module.css';

export interface TeamProfileData {
  number: string;
  name: string;
  active: boolean;
  motto: string | null;
  rookieYear: number | null;
  city: string | null;
  region: string | null;
  romanianNumber: string | null;
  affiliation: string | null;
  /** The team's video, ready to show (an embed, a link, or the sample's picture). */
  video: ReactNode | null;
  links: TeamLinkSet;
  about: string | null;
  partners: PartnerTile[];
  /** The current season's events of a real team (from FIRST's registrations), soonest first. */
  events?: TeamEventItem[];
  /** The team's own logo (uploaded in the dashboard), shown in place of the illustration. */
  logo?: ReactNode | null;
}

export interface TeamEventItem {
  id: number;
  title: string;
  href: string;
  when: string;
  location: string;
}

/** `season`: the team's results this season (team-season.tsx), shown before its events. */
export function TeamProfile({ team, notice, season }: { team: TeamProfileData; notice?: ReactNode; season?: ReactNode }) {
  const facts = [
    ['Număr internațional', `#${team.number}`],
    ['Anul debutului (rookie year)', team.rookieYear],
    ['Oraș', team.city],
    ['Regiune', team.region],
    ['Număr în România', team.romanianNumber],
    ['Afiliere', team.affiliation],
  ].filter((fact): fact is [string, string | number] => fact[1] !== null && fact[1] !== '');

  return (
    <>
      <PageHero
        eyebrow={`Echipa #${team.number}`}
        title={team.name}
        illustration={team.logo ?? <TeamRobotArt />}
        actions={
          <Link href={paths.teams} className="btn btn--light">
            Toate echipele
          </Link>
        }
      >
        {team.active && (
          <p className={styles.badge}>
            <StatusBadge status="CONFIRMED" text="active" />
          </p>
        )}
        {team.motto && <p className={styles.motto}>„{team.motto}”</p>}
      </PageHero>
      {notice}
      <section className="section" aria-labelledby="team-facts">
        <div className={`container ${styles.overview} ${team.video ? '' : styles.single}`}>
          <div className={styles.facts}>
            <h2 id="team-facts">Datele echipei</h2>
            <dl className={styles.list}>
              {facts.map(([label, value]) => (
                <div key={label} className={styles.fact}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
            {hasTeamLinks(team.links) && (
              <>
                <h3 className={styles.linksTitle}>Linkuri și contact</h3>
                <TeamLinks links={team.links} teamName={team.name} />
              </>
            )}
          </div>
          {team.video && (
            <div className={styles.video}>
              <h2>Video</h2>
              {team.video}
            </div>
          )}
        </div>
      </section>
      {team.about && (
        <section className="section section--grey" aria-labelledby="team-about">
          <div className="container">
            <h2 id="team-about">Despre echipă</h2>
            <div className={styles.about}>
              {team.about
                .split(/\n+/)
                .filter((line) => line.trim())
                .map((line, i) => (
                  <p key={i}>{line}</p>
                ))}
            </div>
          </div>
        </section>
      )}
      {season}
      {team.events && team.events.length > 0 && (
        <section className="section" aria-labelledby="team-events">
          <div className="container">
            <h2 id="team-events">Evenimentele sezonului</h2>
            <ul className={styles.events}>
              {team.events.map((event) => (
                <li key={event.id}>
                  <Link href={event.href}>{event.title}</Link>
                  <span className="muted">
                    {event.when} · {event.location}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}
      {team.partners.length > 0 && (
        <section className="section" aria-labelledby="team-partners">
          <div className="container">
            <h2 id="team-partners">Parteneri locali</h2>
            <p className="muted">Companiile și instituțiile din comunitate care susțin echipa în acest sezon.</p>
            <TeamPartners partners={team.partners} />
          </div>
        </section>
      )}
    </>
  );
}
