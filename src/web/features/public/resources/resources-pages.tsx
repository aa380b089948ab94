// /resources and every /resources/* path (spec 01 §2 route table): the container redirects its empty child to
// season materials; unknown children are the site's not-found page.
import { Redirect, Route, Switch } from 'wouter';
import { paths } from '../../../lib/paths';
import { NotFoundPage } from '../../../components/not-found/not-found-page';
import { GetStartedPage } from './get-started-page';
import { SeasonMaterialsPage } from './season-materials-page';
import { TeamResourcesPage } from './team-resources-page';

export function ResourcesPages() {
  return (
    <Switch>
      <Route path={paths.resources}>
        <Redirect to={paths.seasonMaterials} replace />
      </Route>
      <Route path={paths.seasonMaterials} component={SeasonMaterialsPage} />
      <Route path={paths.teamResources} component={TeamResourcesPage} />
      <Route path={paths.getStarted} component={GetStartedPage} />
      <Route component={NotFoundPage} />
    </Switch>
  );
}
