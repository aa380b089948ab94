// The season tabs of /concursuri (newest season first, first tab active), read from GET /api/competitions.
import { queries, usePublicQuery } from '../../../lib/queries';
import { Tabs } from '../../../components/ui/tabs';
import { SeasonStages } from './season-stages';

export function CompetitionsCalendar() {
  const { data, error, loading, reload } = usePublicQuery(queries.competitions());

  if (loading) {
    return (
      <p className="state" role="status">
        Se încarcă calendarul competițiilor...
      </p>
    );
  }
  if (error) {
    return (
      <div className="state state--error" role="alert">
        <p>Calendarul nu a putut fi încărcat. Încearcă din nou puțin mai târziu.</p>
        <button type="button" className="btn btn--outline" onClick={reload}>
          Încearcă din nou
        </button>
      </div>
    );
  }
  const seasons = data ?? [];
  if (seasons.length === 0) return <p className="state">Calendarul competițiilor va fi publicat în curând.</p>;

  return (
    <Tabs
      label="Sezoane competiționale"
      tabs={seasons.map((season) => ({
        id: season.season,
        label: season.season,
        panel: <SeasonStages stages={season.stages} />,
      }))}
    />
  );
}
