// The frame both resource pages share: hero, the page's resources with loading, error and empty states, and
// whatever the page adds below (footnotes, links to the other resource pages).
import type { ReactNode } from 'react';
import type { ResourcePage } from '../../../../shared/constants';
import type { ResourceOutput } from '../../../../shared/schemas/resources';
import { PageHero } from '../../../components/ui/page-hero';
import { useMessages, useReadLang } from '../../../lib/i18n';
import { resourcesMessages } from './resources-messages';
import { usePublicQuery } from '../../../lib/queries';
import { resourcePageOverApi } from './resource-page-query';
import type { ResourceSection } from './resource-groups';
import { ResourceSections } from './resource-sections';
import styles from './resource-list-page.module.css';

interface ResourceListPageProps {
  page: ResourcePage;
  title: string;
  eyebrow: string;
  lead: ReactNode;
  illustration: ReactNode;
  group: (resources: readonly ResourceOutput[]) => ResourceSection[];
  loadingText: string;
  errorText: string;
  /** Shown after the resources, whatever their state. */
  children?: ReactNode;
}

export function ResourceListPage({ page, title, eyebrow, lead, illustration, group, loadingText, errorText, children }: ResourceListPageProps) {
  const { list } = useMessages(resourcesMessages);
  const { data, error, loading } = usePublicQuery(resourcePageOverApi(page, useReadLang()));
  const sections = data ? group(data) : [];

  return (
    <>
      <PageHero eyebrow={eyebrow} title={title} illustration={illustration}>
        {lead}
      </PageHero>
      <div className="section section--grey">
        <div className="container">
          {loading && (
            <p className="state" role="status">
              {loadingText}
            </p>
          )}
          {error && (
            <p className="state state--error" role="alert">
              {errorText}
            </p>
          )}
          {data && sections.length === 0 && (
            <div className={`card ${styles.empty}`} role="status">
              <h2>{list.emptyTitle}</h2>
              <p className="muted">{list.emptyText}</p>
            </div>
          )}
          {sections.length > 0 && <ResourceSections sections={sections} idPrefix={page} />}
        </div>
      </div>
      {children}
    </>
  );
}
