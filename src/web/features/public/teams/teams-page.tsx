// /teams (spec 01 §2 "Teams page", README decision "Teams page"): hero, the map, then the current season's teams
// with their filters when there are any, otherwise the 'Coming Soon' notice; always the card on starting a team.
import { PageHero } from '../../../components/ui/page-hero';
import { queries, usePublicQuery } from '../../../lib/queries';
import { ComingSoon } from './coming-soon';
import { StartTeamCard } from './start-team-card';
import { RomaniaMapArt } from './teams-art';
import { TeamsMap } from './teams-map';
import { TeamsTable } from './teams-table';

export function TeamsPage() {
  const { data, error, loading } = usePublicQuery(queries.teams());
  const { data: season } = usePublicQuery(queries.currentSeason(), data?.length === 0);

  return (
    <>
      <PageHero eyebrow="Echipe FTC România" title="Map and List of FTC Teams in Romania" illustration={<RomaniaMapArt />}>
        <p>
          Sute de elevi de liceu din toată țara proiectează, construiesc și programează roboți în echipele FIRST Tech Challenge. Caută echipa din
          orașul tău și descoperă ce construiesc.
        </p>
      </PageHero>
      <TeamsMap />
      <section className="section section--grey" aria-labelledby="teams-list">
        <div className="container">
          <h2 id="teams-list">Echipele din sezonul curent</h2>
          {loading && (
            <p className="state" role="status">
              Se încarcă echipele...
            </p>
          )}
          {error && (
            <p className="state state--error" role="alert">
              Failed to load teams. Please try again later.
            </p>
          )}
          {data && data.length > 0 && <TeamsTable teams={data} />}
          {data && data.length === 0 && <ComingSoon season={season ?? null} />}
        </div>
      </section>
      <StartTeamCard />
    </>
  );
}
