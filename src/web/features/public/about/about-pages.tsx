// /about and every /about/* path (spec 01 §2): a container that shows only the active child page, a short
// invitation to pick a section when no child is active, and the site's not-found content for an unknown child.
import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { paths } from '../../../lib/paths';
import { NotFoundPage } from '../../../components/not-found/not-found-page';
import { AboutIndex } from './about-index';
import { ContactPage } from './contact/contact-page';
import { FirstAndFtcPage } from './first-and-ftc-page';
import { FirstGlobalPage } from './first-global-page';
import { NatiePage } from './natie-page';
import { ResultsPage } from './results-page';
import { SponsorsPage } from './sponsors/sponsors-page';
import { ValuesPage } from './values-page';
import { VolunteerPage } from './volunteer-page';

const CHILDREN = new Map<string, () => ReactNode>([
  [paths.aboutNatie, () => <NatiePage />],
  [paths.aboutFirst, () => <FirstAndFtcPage />],
  [paths.aboutGlobal, () => <FirstGlobalPage />],
  [paths.contact, () => <ContactPage />],
  [paths.volunteer, () => <VolunteerPage />],
  [paths.results, () => <ResultsPage />],
  [paths.values, () => <ValuesPage />],
  [paths.sponsors, () => <SponsorsPage />],
]);

export function AboutPages() {
  const [location] = useLocation();
  const path = location.replace(/\/+$/, '') || '/';
  if (path === paths.about) return <AboutIndex />;
  const child = CHILDREN.get(path);
  return child ? child() : <NotFoundPage />;
}
