// The screen's header: the current season (number, name, id) or a loading note, and the season filter of the list.
import { ALL_SEASONS, seasonLabel, type SeasonFilter } from './use-season-filter';

export function EventsHeader({ filter, onCreate }: { filter: SeasonFilter; onCreate?: () => void }) {
  // A new event takes the current season: wait until it is known.
  const { current, seasons } = filter;
  return (
    <div className="ev-header">
      <div className="ev-header__title">
        <h2>Event Management</h2>
        {current.isPending ? (
          <p role="status">Loading current season...</p>
        ) : current.isError ? (
          <p className="dash-field__error" role="alert">
            Failed to load current season information
          </p>
        ) : current.data ? (
          <p>
            Current season: <strong>{seasonLabel(current.data)}</strong> <span className="ev-muted">(ID {current.data.id})</span>
          </p>
        ) : (
          <p>No current season is set.</p>
        )}
      </div>
      <div className="ev-header__tools">
        {seasons.isError && (
          <p className="dash-field__error" role="alert">
            Failed to load seasons for filtering
          </p>
        )}
        {seasons.data && seasons.data.length > 0 && (
          <div className="dash-field ev-filter">
            <label htmlFor="event-season-filter">Season</label>
            <select id="event-season-filter" value={filter.value} onChange={(e) => filter.setValue(e.target.value)}>
              <option value={ALL_SEASONS}>All Seasons</option>
              {seasons.data.map((season) => (
                <option key={season.id} value={String(season.id)}>
                  {seasonLabel(season)}
                </option>
              ))}
            </select>
          </div>
        )}
        {onCreate && (
          <button id="events-create" type="button" className="dash-btn dash-btn--primary" onClick={onCreate} disabled={!filter.ready}>
            Create New Event
          </button>
        )}
      </div>
    </div>
  );
}
