// What the browser attaches to each page of the site's route table (shared/site-pages.ts PAGE_ROUTES): the component
// that draws it. The table is typed by its keys, so a page added there without its component here (or the other way
// round) fails the typecheck. app.tsx makes the router's routes from it. The data each page shows is in route-data.ts,
// which only the server render imports (decision records 191, 206).
//
// Pages are lazy chunks: a visitor downloads only the page he opens, and the dashboard's code never loads on a public
// page. On the server, React's prerender waits for them; in the browser, the pages the server rendered are loaded
// before hydrating (main.tsx), so hydration never falls back to a loading state.
import { lazy, useContext, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import type { PageKey } from '../../shared/site-pages';
import { RenderedPagesContext } from '../lib/rendered-modules';
import { useSession } from '../lib/session-store';

type Module = Record<string, ComponentType>;

/** A page component: lazy, loadable ahead (`preload`), and named by its source file (its key in Vite's manifest, for
 * the server's preload links; a key the manifest lacks fails the render: preload-links.ts). */
export interface PageComponent {
  // Any props: the router passes its params (pages read them with useParams).
  (props: object): ReactNode;
  preload(): Promise<void>;
  readonly source: string;
}

function page(load: () => Promise<Module>, name: string, source: string): PageComponent {
  let loaded: ComponentType | null = null;
  const preload = async () => {
    loaded ??= (await load())[name]!;
  };
  const Lazy = lazy(async () => {
    await preload();
    return { default: loaded! };
  });
  function Page() {
    useContext(RenderedPagesContext)?.add(source);
    // Loaded ahead (the browser, before hydrating): render it at once, no suspending.
    if (loaded) {
      const Loaded = loaded;
      return <Loaded />;
    }
    return <Lazy />;
  }
  return Object.assign(Page, { preload, source });
}

/** The account screens and the dashboard: one lazy module for five pages, loaded through one function (one preload
 * list in the app chunk rather than five). */
const accountRoutes = () => import('../features/dashboard/account-routes');
const ACCOUNT_ROUTES = 'features/dashboard/account-routes.tsx';

/** The page modules (several addresses may share one: the /about pages). */
export const pages = {
  home: page(() => import('../features/public/home/home-page'), 'HomePage', 'features/public/home/home-page.tsx'),
  news: page(() => import('../features/public/news/news-page'), 'NewsPage', 'features/public/news/news-page.tsx'),
  post: page(() => import('../features/public/news/post-page'), 'PostPage', 'features/public/news/post-page.tsx'),
  search: page(() => import('../features/public/search/search-page'), 'SearchPage', 'features/public/search/search-page.tsx'),
  about: page(() => import('../features/public/about/about-pages'), 'AboutPages', 'features/public/about/about-pages.tsx'),
  resources: page(() => import('../features/public/resources/resources-pages'), 'ResourcesPages', 'features/public/resources/resources-pages.tsx'),
  teams: page(() => import('../features/public/teams/teams-page'), 'TeamsPage', 'features/public/teams/teams-page.tsx'),
  teamSample: page(() => import('../features/public/teams/team-sample-page'), 'TeamSamplePage', 'features/public/teams/team-sample-page.tsx'),
  teamDetail: page(() => import('../features/public/teams/team-detail-page'), 'TeamDetailPage', 'features/public/teams/team-detail-page.tsx'),
  events: page(() => import('../features/public/events/events-page'), 'EventsPage', 'features/public/events/events-page.tsx'),
  eventDetail: page(() => import('../features/public/events/event-detail-page'), 'EventDetailPage', 'features/public/events/event-detail-page.tsx'),
  // Editors' previews of drafts (issue 15): rendered in the browser only, from an editors-only read.
  postPreview: page(() => import('../features/public/news/post-preview-page'), 'PostPreviewPage', 'features/public/news/post-preview-page.tsx'),
  eventPreview: page(() => import('../features/public/events/event-preview-page'), 'EventPreviewPage', 'features/public/events/event-preview-page.tsx'),
  competitions: page(() => import('../features/public/competitions/competitions-page'), 'CompetitionsPage', 'features/public/competitions/competitions-page.tsx'),
  contribute: page(() => import('../features/public/contribute/contribute-page'), 'ContributePage', 'features/public/contribute/contribute-page.tsx'),
  myAccount: page(() => import('../features/public/account/my-account-page'), 'MyAccountPage', 'features/public/account/my-account-page.tsx'),
  notFound: page(() => import('../components/not-found/not-found-page'), 'NotFoundPage', 'components/not-found/not-found-page.tsx'),
  // The account screens and the dashboard: one lazy area, never part of the public bundle.
  login: page(accountRoutes, 'LoginRoute', ACCOUNT_ROUTES),
  register: page(accountRoutes, 'RegisterRoute', ACCOUNT_ROUTES),
  resetPassword: page(accountRoutes, 'ResetPasswordRoute', ACCOUNT_ROUTES),
  dashboard: page(accountRoutes, 'DashboardRoute', ACCOUNT_ROUTES),
  myAccountSignedIn: page(accountRoutes, 'MyAccountRoute', ACCOUNT_ROUTES),
};

const noSubscription = () => () => {};

/** /my-account: the spec's placeholder for a visitor, the account form once signed in (issue 13). During hydration
 * the server's snapshot (not signed in) is used, so the first render matches the HTML. */
function MyAccountSwitch() {
  const session = useSession();
  const inBrowser = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  if (inBrowser && session.loggedIn && session.user) return <pages.myAccountSignedIn />;
  return <pages.myAccount />;
}

/** The page modules by source file: what the browser loads before hydrating a page the server rendered (then the
 * words it showed: lib/i18n.tsx catalogueLoader). */
export const pagesBySource = (): Map<string, () => Promise<void>> => new Map(Object.values(pages).map((p) => [p.source, p.preload]));

/** Each page of the route table: its component. What a page shows is loaded for its server render by route-data.ts,
 * kept out of this file so that the browser does not download loaders only the server runs (decision 206). */
export const ROUTE_PAGES: { readonly [K in PageKey]: ComponentType } = {
  home: pages.home,
  news: pages.news,
  post: pages.post,
  search: pages.search,
  about: pages.about,
  aboutNatie: pages.about,
  aboutFirst: pages.about,
  aboutGlobal: pages.about,
  contact: pages.about,
  volunteer: pages.about,
  results: pages.about,
  values: pages.about,
  sponsors: pages.about,
  seasonMaterials: pages.resources,
  teamResources: pages.resources,
  getStarted: pages.resources,
  teams: pages.teams,
  teamSample: pages.teamSample,
  team: pages.teamDetail,
  events: pages.events,
  event: pages.eventDetail,
  competitions: pages.competitions,
  contribute: pages.contribute,
  companies: pages.contribute,
  myAccount: MyAccountSwitch,
  previewPost: pages.postPreview,
  previewEvent: pages.eventPreview,
  login: pages.login,
  register: pages.register,
  resetPassword: pages.resetPassword,
  dashboard: pages.dashboard,
};
