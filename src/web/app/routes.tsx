// Every route of the site (spec 01 §2, spec 02 §2). Pages are lazy chunks: a visitor downloads only the page it
// opens, and the dashboard's code never loads on a public page.
//
// For server rendering each page can also be loaded ahead (`preload`) and then renders without suspending: the
// server loads the pages a render meets, then renders again (page-modules.ts); the browser loads the pages the
// server rendered before it hydrates (entry-client.tsx), so hydration never falls back to a loading state.
import { createContext, lazy, useContext, type ComponentType, type ReactNode } from 'react';

type Module = Record<string, ComponentType>;

/** A page: its lazy component, what loads it, and its source file (the key of Vite's manifest, for the preload links). */
export interface PageComponent {
  // Any props: the router passes its params (pages read them with useParams).
  (props: object): ReactNode;
  preload(): Promise<void>;
  readonly source: string;
}

/** Set by a server render: the pages it met, and the loads it must wait for before rendering again. */
export interface PageCollector {
  sources: Set<string>;
  pending: Promise<void>[];
}

export const PageCollectorContext = createContext<PageCollector | null>(null);

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
    const collector = useContext(PageCollectorContext);
    collector?.sources.add(source);
    if (loaded) {
      const Loaded = loaded;
      return <Loaded />;
    }
    if (collector) {
      // On the server: load it, render nothing now; the render is done again once it is in.
      collector.pending.push(preload());
      return null;
    }
    return <Lazy />;
  }
  return Object.assign(Page, { preload, source });
}

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
  login: page(() => import('../features/dashboard/account-routes'), 'LoginRoute', 'features/dashboard/account-routes.tsx'),
  register: page(() => import('../features/dashboard/account-routes'), 'RegisterRoute', 'features/dashboard/account-routes.tsx'),
  resetPassword: page(() => import('../features/dashboard/account-routes'), 'ResetPasswordRoute', 'features/dashboard/account-routes.tsx'),
  dashboard: page(() => import('../features/dashboard/account-routes'), 'DashboardRoute', 'features/dashboard/account-routes.tsx'),
  myAccountSignedIn: page(() => import('../features/dashboard/account-routes'), 'MyAccountRoute', 'features/dashboard/account-routes.tsx'),
};

/** The pages by source file: what the browser loads before hydrating a page the server rendered. */
export const pagesBySource = (): Map<string, PageComponent> => new Map(Object.values(pages).map((p) => [p.source, p]));
