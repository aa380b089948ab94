// The dashboard's API. The browser imports only `type AppRouter` from here.
import { activityRouter } from '../modules/activity/activity.router';
import { binRouter } from '../modules/bin/bin.router';
import { authRouter } from '../modules/auth/auth.router';
import { competitionsRouter } from '../modules/competitions/competitions.router';
import { demoRouter } from '../modules/demo/demo.router';
import { eventsRouter } from '../modules/events/events.router';
import { ftcRouter } from '../modules/ftc/ftc-sync.router';
import { historyRouter } from '../modules/history/history.router';
import { mediaRouter } from '../modules/files/media.router';
import { postsRouter } from '../modules/posts/posts.router';
import { resourcesRouter } from '../modules/resources/resources.router';
import { siteSettingsRouter } from '../modules/site/site-settings.router';
import { seasonsRouter } from '../modules/seasons/seasons.router';
import { sponsorsRouter } from '../modules/sponsors/sponsors.router';
import { teamRequestsRouter } from '../modules/team-requests/team-requests.router';
import { teamsRouter } from '../modules/teams/teams.router';
import { accountRouter, usersRouter } from '../modules/users/users.router';
import { router } from './init';

export const appRouter = router({
  auth: authRouter,
  users: usersRouter,
  account: accountRouter,
  posts: postsRouter,
  resources: resourcesRouter,
  events: eventsRouter,
  sponsors: sponsorsRouter,
  seasons: seasonsRouter,
  teams: teamsRouter,
  teamRequests: teamRequestsRouter,
  ftc: ftcRouter,
  siteSettings: siteSettingsRouter,
  competitions: competitionsRouter,
  activity: activityRouter,
  bin: binRouter,
  history: historyRouter,
  media: mediaRouter,
  // Last: the permission tables walk the procedures in this order, and an ADMIN's demo.remove empties the demo rows.
  demo: demoRouter,
});

export type AppRouter = typeof appRouter;
