// The content-management tabs: Overview (default, issue 25: what is scheduled, the drafts, the last sync), Home Posts, Resources, Events, Sponsors (the library), Media (decision 199), and Seasons,
// Calendar, the Bin (decision 198; EDITOR too), Activity and FTC Sync for ADMIN only (the server refuses those writes to others whatever the UI shows). Each tab
// has its own address, /dashboard/<id> (issue 15): a tab added to TABS gets its URL with nothing else to do;
// /dashboard shows the first. The tab row follows the WAI-ARIA tabs pattern: one tab in the Tab order, arrows, Home
// and End move between tabs. At 375 px the row scrolls sideways (labels never shrink): the selected tab is scrolled
// into the row's view, and the row's edge fades to say there is more.
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useLocation } from 'wouter';
import { paths } from '../../../lib/paths';
import { useGuardedNavigate } from '../ui/unsaved';
import { can, type Role } from '../../../../shared/policy';
import { ActivityScreen } from '../activity/activity-screen';
import { BinScreen } from '../bin/bin-screen';
import { OverviewScreen } from '../overview/overview-screen';
import { CalendarManagement } from '../calendar/calendar-management';
import { EventManagement } from '../events/event-management';
import { FtcSyncPanel } from '../ftc-sync/ftc-sync-panel';
import { PostManagement } from '../posts/post-management';
import { ResourceManagement } from '../resources/resource-management';
import { SeasonManagement } from '../seasons/season-management';
import { SiteSettingsPanel } from '../site-settings/site-settings-panel';
import { TeamsManagement } from '../teams/teams-management';
import { UsersManagement } from '../users/users-management';
import { SponsorManagement } from '../sponsors/sponsor-management';
import { MediaScreen } from '../media/media-screen';

const TABS = [
  { id: 'overview', label: 'Overview', Component: OverviewScreen, show: () => true },
  { id: 'posts', label: 'Home Posts', Component: PostManagement, show: () => true },
  { id: 'resources', label: 'Resources', Component: ResourceManagement, show: () => true },
  { id: 'events', label: 'Events', Component: EventManagement, show: () => true },
  { id: 'sponsors', label: 'Sponsors', Component: SponsorManagement, show: (role: Role) => can(role, 'sponsors:write') },
  { id: 'media', label: 'Media', Component: MediaScreen, show: (role: Role) => can(role, 'media:manage') },
  { id: 'seasons', label: 'Seasons', Component: SeasonManagement, show: (role: Role) => can(role, 'seasons:write') },
  { id: 'calendar', label: 'Calendar', Component: CalendarManagement, show: (role: Role) => can(role, 'calendar:write') },
  { id: 'teams', label: 'Teams', Component: TeamsManagement, show: (role: Role) => can(role, 'teams:write') },
  { id: 'users', label: 'Users', Component: UsersManagement, show: (role: Role) => can(role, 'users:manage') },
  { id: 'site-settings', label: 'Site settings', Component: SiteSettingsPanel, show: (role: Role) => can(role, 'site:settings') },
  // Deleted posts, events and resources (decision 198): for those who may delete them.
  { id: 'bin', label: 'Bin', Component: BinScreen, show: (role: Role) => can(role, 'posts:write') || can(role, 'events:write') || can(role, 'resources:write') },
  { id: 'activity', label: 'Activity', Component: ActivityScreen, show: (role: Role) => can(role, 'activity:read') },
  // Last: the arrow-key test expects FTC Sync at the end of the row.
  { id: 'ftc-sync', label: 'FTC Sync', Component: FtcSyncPanel, show: (role: Role) => can(role, 'ftc:sync') },
] as const;

/** The tab id of a dashboard address: /dashboard/events/3/edit -> 'events'; /dashboard -> null. */
export const tabOfPath = (pathname: string): string | null => pathname.split('/').filter(Boolean)[1] ?? null;

export function ContentTabs({ role }: { role: Role }) {
  const tabs = TABS.filter((tab) => tab.show(role));
  const [location] = useLocation();
  const navigate = useGuardedNavigate();
  const buttons = useRef<Record<string, HTMLButtonElement | null>>({});
  const current = tabs.find((tab) => tab.id === tabOfPath(location)) ?? tabs[0]!;
  const row = useRef<HTMLDivElement>(null);

  // The selected tab in the row's view (an address opened directly, or arrow keys past the edge): only the row
  // scrolls, never the page.
  useEffect(() => {
    const list = row.current;
    const button = buttons.current[current.id];
    if (!list || !button || list.scrollWidth <= list.clientWidth) return;
    const left = button.offsetLeft; // the row is the tabs' offset parent (position: relative)
    if (left < list.scrollLeft || left + button.offsetWidth > list.scrollLeft + list.clientWidth) {
      list.scrollLeft = left - (list.clientWidth - button.offsetWidth) / 2;
    }
  }, [current.id]);

  const open = async (id: string) => {
    if (id === current.id && location === paths.dashboardTab(id)) return;
    if (await navigate(paths.dashboardTab(id))) buttons.current[id]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.findIndex((tab) => tab.id === current.id);
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    void open(tabs[(next + tabs.length) % tabs.length]!.id);
  };
  return (
    <>
      <div ref={row} className="dash-tabs" role="tablist" aria-label="Content management" onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab.id}
            ref={(element) => {
              buttons.current[tab.id] = element;
            }}
            type="button"
            role="tab"
            id={`tab-${tab.id}`}
            aria-selected={tab.id === current.id}
            aria-controls={`panel-${tab.id}`}
            tabIndex={tab.id === current.id ? 0 : -1}
            className="dash-tab"
            onClick={() => void open(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`panel-${current.id}`} aria-labelledby={`tab-${current.id}`}>
        <current.Component key={current.id} />
      </div>
    </>
  );
}
