// Every feature's REST routes, mounted under /api by buildApp.
import type { RestModule } from './http/rest-module';
import { authRoutes } from './modules/auth/auth.rest';
import { competitionRoutes } from './modules/competitions/competitions.rest';
import { eventRoutes } from './modules/events/events.rest';
import { fileRoutes } from './modules/files/files.rest';
import { postRoutes } from './modules/posts/posts.rest';
import { resultRoutes } from './modules/results/results.rest';
import { resourceRoutes } from './modules/resources/resources.rest';
import { searchRoutes } from './modules/search/search.rest';
import { seasonRoutes } from './modules/seasons/seasons.rest';
import { siteRoutes } from './modules/site/site.rest';
import { sponsorRoutes } from './modules/sponsors/sponsors.rest';
import { teamRoutes } from './modules/teams/teams.rest';


export const restModules: RestModule[] = [
  siteRoutes,
  authRoutes,
  postRoutes,
  resourceRoutes,
  fileRoutes,
  teamRoutes,
  eventRoutes,
  seasonRoutes,
  sponsorRoutes,
  competitionRoutes,
  resultRoutes,
  searchRoutes,
];
