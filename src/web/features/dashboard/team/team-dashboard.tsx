// TEAM users (spec 02 §2): a grid of cards (the team's own profile first, issue 13, or "Join your team" while the
// account has none, with the outcome of its last request above: decision 195), with 'coming soon' placeholders.
import { Link } from 'wouter';
import { paths } from '../../../lib/paths';
import { RequestOutcome } from './request-outcome';
import { TeamProfile } from './team-profile';

const COMING_SOON = ['Team Progress', 'Team Members', 'Resources', 'Events', 'Sponsors'];

export function TeamDashboard() {
  return (
    <div className="dash-grid" style={{ gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))' }}>
      <RequestOutcome />
      <TeamProfile />
      <section className="dash-card">
        <h2>Learning library</h2>
        <p>Browse the team resources: videos, documents and links picked for FTC teams and mentors.</p>
        <Link href={paths.teamResources} className="dash-btn dash-btn--primary">
          Open team resources
        </Link>
      </section>
      <section className="dash-card">
        <h2>Season events</h2>
        <p>See the official events of the current season, with dates, places and the teams taking part.</p>
        <Link href={paths.events} className="dash-btn">
          View events
        </Link>
      </section>
      <section className="dash-card" aria-labelledby="coming-soon">
        <h2 id="coming-soon">Coming soon</h2>
        <ul>
          {COMING_SOON.map((item) => (
            <li key={item}>
              {item} <span className="dash-badge">coming soon</span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
