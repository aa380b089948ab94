// A team's page, shared by the real team detail and the /teams/00000 sample (spec 01 §2 team detail): the 'active'
// badge, number, name, motto, facts, video, links, About the team and the Local Partners grid. Empty fields of a
// real team are left out rather than shown blank. Its words: messages/<locale>/team-page.ts (decision 200).
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { Locale } from '../../../../shared/locale';
import { PageHero } from '../../../components/ui/page-hero';
import { useLocale, useMessages } from '../../../lib/i18n';
import { teamPageMessages } from './team-page-messages';
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
  /** The language of the team's own texts (motto, city, region, school, about, its events) when it is not the
   * page's: the database's Romanian on an English page. */
  lang?: Locale;
}

export interface TeamEventItem {
  id: number;
  title: string;
  href: string;
  when: string;
  location: string;
}

/** The motto in its own language's quotation marks: „Romanian”, “English”. */
const quoted = (text: string, lang: Locale) => (lang === 'ro' ? `„${text}”` : `“${text}”`);

/** `season`: the team's results this season (team-season.tsx), shown before its events. */
export function TeamProfile({ team, notice, season }: { team: TeamProfileData; notice?: ReactNode; season?: ReactNode }) {
  const words = useMessages(teamPageMessages);
  const locale = useLocale();
  const { lang } = team;
  // [label, value, the value's language when it is the team's own (Romanian) text]
  type Fact = [string, string | number | null, Locale | undefined];
  const all: Fact[] = [
    [words.facts.number, `#${team.number}`, undefined],
    [words.facts.rookieYear, team.rookieYear, undefined],
    [words.facts.city, team.city, lang],
    [words.facts.region, team.region, lang],
    [words.facts.romanianNumber, team.romanianNumber, undefined],
    [words.facts.affiliation, team.affiliation, lang],
  ];
  const facts = all.filter((fact): fact is [string, string | number, Locale | undefined] => fact[1] !== null && fact[1] !== '');

  return (
    <>
      <PageHero
        eyebrow={words.eyebrow(team.number)}
        title={team.name}
        illustration={team.logo ?? <TeamRobotArt />}
        actions={
          <Link href={paths.teams} className="btn btn--light">
            {words.allTeams}
          </Link>
        }
      >
        {team.active && (
          <p className={styles.badge}>
            <StatusBadge status="CONFIRMED" text={words.active} />
          </p>
        )}
        {team.motto && (
          <p className={styles.motto} lang={lang}>
            {quoted(team.motto, lang ?? locale)}
          </p>
        )}
      </PageHero>
      {notice}
      <section className="section" aria-labelledby="team-facts">
        <div className={`container ${styles.overview} ${team.video ? '' : styles.single}`}>
          <div className={styles.facts}>
            <h2 id="team-facts">{words.factsTitle}</h2>
            <dl className={styles.list}>
              {facts.map(([label, value, valueLang]) => (
                <div key={label} className={styles.fact}>
                  <dt>{label}</dt>
                  <dd lang={valueLang}>{value}</dd>
                </div>
              ))}
            </dl>
            {hasTeamLinks(team.links) && (
              <>
                <h3 className={styles.linksTitle}>{words.linksTitle}</h3>
                <TeamLinks links={team.links} teamName={team.name} words={words} />
              </>
            )}
          </div>
          {team.video && (
            <div className={styles.video}>
              <h2>{words.video}</h2>
              {team.video}
            </div>
          )}
        </div>
      </section>
      {team.about && (
        <section className="section section--grey" aria-labelledby="team-about">
          <div className="container">
            <h2 id="team-about">{words.aboutTitle}</h2>
            <div className={styles.about} lang={lang}>
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
            <h2 id="team-events">{words.eventsTitle}</h2>
            <ul className={styles.events}>
              {team.events.map((event) => (
                <li key={event.id}>
                  <Link href={event.href} lang={lang}>
                    {event.title}
                  </Link>
                  <span className="muted">
                    {event.when} · <span lang={lang}>{event.location}</span>
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
            <h2 id="team-partners">{words.partnersTitle}</h2>
            <p className="muted">{words.partnersLead}</p>
            <TeamPartners partners={team.partners} newTab={words.newTab} />
          </div>
        </section>
      )}
    </>
  );
}
