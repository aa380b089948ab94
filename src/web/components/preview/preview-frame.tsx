// What the previews share (issue 15): the banner over a draft's or scheduled item's public rendering, and the page a
// visitor, a TEAM user or a missing item gets instead (never the content). Texts in docs/decisions/024-drafts-preview-scheduled-publishing.md.
import type { ReactNode } from 'react';
import { SITE_TIME_ZONE } from '../../../shared/bucharest-time';
import { PUBLISH_TEXTS, type PublishStatus } from '../../../shared/schemas/publishing';
import { useDocumentTitle } from '../../lib/document-title';
import { paths } from '../../lib/paths';
import type { PreviewState } from '../../lib/preview-read';
import styles from './preview-frame.module.css';

const WHEN = new Intl.DateTimeFormat('en-GB', { timeZone: SITE_TIME_ZONE, dateStyle: 'medium', timeStyle: 'short' });

export const PREVIEW_REFUSALS = {
  signIn: 'Sign in as an editor to preview unpublished posts and events.',
  forbidden: 'Only editors can preview unpublished posts and events.',
  missing: 'This item does not exist (it may have been deleted).',
  failed: 'The preview could not be loaded. Please try again.',
} as const;

function statusLine(status: PublishStatus, publishAt: string | null): string {
  if (status === 'scheduled' && publishAt) return `Scheduled for ${WHEN.format(new Date(publishAt))} (Romania time)`;
  if (status === 'draft') return 'Draft';
  return 'Published: this is also its public page';
}

interface PreviewFrameProps<T extends { status: PublishStatus; publishAt: string | null; title: string }> {
  state: PreviewState<T>;
  children: (item: T) => ReactNode;
}

export function PreviewFrame<T extends { status: PublishStatus; publishAt: string | null; title: string }>({ state, children }: PreviewFrameProps<T>) {
  useDocumentTitle(state.kind === 'ready' ? `${PUBLISH_TEXTS.preview}: ${state.data.title}` : PUBLISH_TEXTS.preview);
  if (state.kind === 'loading') {
    return (
      <p className="state" role="status" style={{ minHeight: '60vh' }}>
        Loading preview...
      </p>
    );
  }
  if (state.kind === 'refused') {
    const message =
      state.status === 401 ? PREVIEW_REFUSALS.signIn : state.status === 403 ? PREVIEW_REFUSALS.forbidden : state.status === 404 ? PREVIEW_REFUSALS.missing : PREVIEW_REFUSALS.failed;
    return (
      <div className={`container ${styles.refused}`} role="alert">
        <h1>{PUBLISH_TEXTS.preview}</h1>
        <p>{message}</p>
        {state.status === 401 && (
          <p>
            <a className="btn btn--primary" href={paths.login}>
              Sign in
            </a>
          </p>
        )}
      </div>
    );
  }
  return (
    <>
      <div className={styles.banner} role="status">
        <p>{state.data.status === 'published' ? PUBLISH_TEXTS.preview : PUBLISH_TEXTS.previewBanner}</p>
        <p className={styles.when}>{statusLine(state.data.status, state.data.publishAt)}</p>
      </div>
      {children(state.data)}
    </>
  );
}
