// Every route of the site (spec 01 §2, spec 02 §2). Pages are lazy chunks: a visitor downloads only the page it
// opens, and the dashboard's code never loads on a public page.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type Loader = () => Promise<Record<string, ComponentType>>;
const page = (load: Loader, name: string): LazyExoticComponent<ComponentType> =>
  lazy(async () => ({ default: (await load())[name]! }));

export const pages = {
  home: page(() => import('../features/public/home/home-page'), 'HomePage'),
  news: page(() => import('../features/public/news/news-page'), 'NewsPage'),
  about: page(() => import('../features/public/about/about-pages'), 'AboutPages'),
  resources: page(() => import('../features/public/resources/resources-pages'), 'ResourcesPages'),
  teams: page(() => import('../features/public/teams/teams-page'), 'TeamsPage'),
  teamSample: page(() => import('../features/public/teams/team-sample-page'), 'TeamSamplePage'),
  teamDetail: page(() => import('../features/public/teams/team-detail-page'), 'TeamDetailPage'),
  events: page(() => import('../features/public/events/events-page'), 'EventsPage'),
  eventDetail: page(() => import('../features/public/events/event-detail-page'), 'EventDetailPage'),
  // Editors' previews of drafts (issue 15): rendered in the browser only, from an editors-only read.
  postPreview: page(() => import('../features/public/news/post-preview-page'), 'PostPreviewPage'),
  eventPreview: page(() => import('../features/public/events/event-preview-page'), 'EventPreviewPage'),
  competitions: page(() => import('../features/public/competitions/competitions-page'), 'CompetitionsPage'),
  contribute: page(() => import('../features/public/contribute/contribute-page'), 'ContributePage'),
  myAccount: page(() => import('../features/public/account/my-account-page'), 'MyAccountPage'),
  notFound: page(() => import('../components/not-found/not-found-page'), 'NotFoundPage'),
  // The account screens and the dashboard: one lazy area, never part of the public bundle.
  login: page(() => import('../features/dashboard/account-routes'), 'LoginRoute'),
  register: page(() => import('../features/dashboard/account-routes'), 'RegisterRoute'),
  dashboard: page(() => import('../features/dashboard/account-routes'), 'DashboardRoute'),
  myAccountSignedIn: page(() => import('../features/dashboard/account-routes'), 'MyAccountRoute'),
};
