// The content-management tabs: Home Posts (default), Resources, Events, Sponsors (the library), and Seasons,
// Calendar and FTC Sync for ADMIN only (the server refuses those writes to others whatever the UI shows).
import { useState } from 'react';
import { can, type Role } from '../../../../shared/policy';
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

const TABS = [
  { id: 'posts', label: 'Home Posts', Component: PostManagement, show: () => true },
  { id: 'resources', label: 'Resources', Component: ResourceManagement, show: () => true },
  { id: 'events', label: 'Events', Component: EventManagement, show: () => true },
  { id: 'sponsors', label: 'Sponsors', Component: SponsorManagement, show: (role: Role) => can(role, 'sponsors:write') },
  { id: 'seasons', label: 'Seasons', Component: SeasonManagement, show: (role: Role) => can(role, 'seasons:write') },
  { id: 'calendar', label: 'Calendar', Component: CalendarManagement, show: (role: Role) => can(role, 'calendar:write') },
  { id: 'ftc-sync', label: 'FTC Sync', Component: FtcSyncPanel, show: (role: Role) => can(role, 'ftc:sync') },
  { id: 'site-settings', label: 'Site settings', Component: SiteSettingsPanel, show: (role: Role) => can(role, 'site:settings') },
  { id: 'teams', label: 'Teams', Component: TeamsManagement, show: (role: Role) => can(role, 'teams:write') },
  { id: 'users', label: 'Users', Component: UsersManagement, show: (role: Role) => can(role, 'users:manage') },
] as const;

export function ContentTabs({ role }: { role: Role }) {
  const tabs = TABS.filter((tab) => tab.show(role));
  const [active, setActive] = useState<string>('posts');
  const current = tabs.find((tab) => tab.id === active) ?? tabs[0]!;
  return (
    <>
      <div className="dash-tabs" role="tablist" aria-label="Content management">
        {tabs.map((tab) => (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={`tab-${tab.id}`}
            aria-selected={tab.id === current.id}
            aria-controls={`panel-${tab.id}`}
            className="dash-tab"
            onClick={() => setActive(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`panel-${current.id}`} aria-labelledby={`tab-${current.id}`}>
        <current.Component />
      </div>
    </>
  );
}
