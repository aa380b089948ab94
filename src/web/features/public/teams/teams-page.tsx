// /teams (spec 01 §2 "Teams page", README decision "Teams page"): hero, the map, then the current season's teams
// with their filters when there are any, otherwise the 'Coming Soon' notice; always the card on starting a team.
// Its words: messages/<locale>/teams.ts (decision 200).
import { PageHero } from '../../../components/ui/page-hero';
import { useMessages } from '../../../lib/i18n';
import { teamsMessages } from './teams-messages';
import { usePublicQuery } from '../../../lib/queries';
import { currentSeasonOverApi, teamsOverApi } from './teams-queries';
import { ComingSoon } from './coming-soon';
import { StartTeamCard } from './start-team-card';
import { RomaniaMapArt } from './teams-art';
import { TeamsMap } from './teams-map';
import { TeamsTable } from './teams-table';

export function TeamsPage() {
  const words = useMessages(teamsMessages);
  const { data, error, loading } = usePublicQuery(teamsOverApi());
  const { data: season } = usePublicQuery(currentSeasonOverApi(), data?.length === 0);

  return (
    <>
      <PageHero eyebrow={words.eyebrow} title={words.title} illustration={<RomaniaMapArt />}>
        <p>{words.lead}</p>
      </PageHero>
      <TeamsMap words={words.map} />
      <section className="section section--grey" aria-labelledby="teams-list">
        <div className="container">
          <h2 id="teams-list">{words.listTitle}</h2>
          {loading && (
            <p className="state" role="status">
              {words.loading}
            </p>
          )}
          {error && (
            <p className="state state--error" role="alert">
              {words.failed}
            </p>
          )}
          {data && data.length > 0 && <TeamsTable teams={data} words={words} />}
          {data && data.length === 0 && <ComingSoon season={season ?? null} words={words.comingSoon} />}
        </div>
      </section>
      <StartTeamCard words={words.start} />
    </>
  );
}
