// The season tabs of /concursuri (newest season first, first tab active), read from GET /api/competitions.
import { useMessages } from '../../../lib/i18n';
import { competitionsMessages } from './competitions-messages';
import { usePublicQuery } from '../../../lib/queries';
import { competitionsOverApi } from './competitions-query';
import { Tabs } from '../../../components/ui/tabs';
import { SeasonStages } from './season-stages';

export function CompetitionsCalendar() {
  const { data, error, loading, reload } = usePublicQuery(competitionsOverApi());
  const words = useMessages(competitionsMessages);

  if (loading) {
    return (
      <p className="state" role="status">
        {words.loading}
      </p>
    );
  }
  if (error) {
    return (
      <div className="state state--error" role="alert">
        <p>{words.failed}</p>
        <button type="button" className="btn btn--outline" onClick={reload}>
          {words.retry}
        </button>
      </div>
    );
  }
  const seasons = data ?? [];
  if (seasons.length === 0) return <p className="state">{words.empty}</p>;

  return (
    <Tabs
      label={words.tabs}
      tabs={seasons.map((season) => ({
        id: season.season,
        label: season.season,
        panel: <SeasonStages stages={season.stages} />,
      }))}
    />
  );
}
