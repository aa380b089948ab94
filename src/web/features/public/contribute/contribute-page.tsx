// /contribute and its child /contribute/companies (spec 01 §2): the parent's own content, hero included, shows
// only when no child route is active.
import { useLocation } from 'wouter';
import { NotFoundPage } from '../../../components/not-found/not-found-page';
import { paths } from '../../../lib/paths';
import { CompaniesPage } from './companies-page';
import { ContributeOverview } from './contribute-overview';

export function ContributePage() {
  const [location] = useLocation();
  const current = location.replace(/\/+$/, '');
  if (current === paths.contribute) return <ContributeOverview />;
  if (current === paths.companies) return <CompaniesPage />;
  return <NotFoundPage />;
}
