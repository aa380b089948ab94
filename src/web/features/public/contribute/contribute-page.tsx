// /contribute and its child /contribute/companies (spec 01 §2): the parent's own content, hero included, shows
// only when no child route is active.
import { useLocation } from 'wouter';
import { NotFoundPage } from '../not-found/not-found-page';
import { CompaniesPage } from './companies-page';
import { ContributeOverview } from './contribute-overview';

export function ContributePage() {
  const [location] = useLocation();
  const child = location.replace(/\/+$/, '').slice('/contribute'.length);
  if (child === '') return <ContributeOverview />;
  if (child === '/companies') return <CompaniesPage />;
  return <NotFoundPage />;
}
