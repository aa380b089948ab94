// /preview/posts/:id (issue 15): a post as /news shows it, draft or scheduled, for signed-in editors only, under the
// "Preview — not published" banner. The data comes from the editors-only read; anyone else gets the refusal.
import { useParams } from 'wouter';
import type { PostOutput } from '../../../../shared/schemas/posts';
import { PostCard } from '../../../components/posts/post-card';
import { PreviewFrame } from '../../../components/preview/preview-frame';
import { usePreview } from '../../../lib/preview-read';
import styles from './news-page.module.css';

export function PostPreviewPage() {
  const { id = '' } = useParams<{ id: string }>();
  const state = usePreview<PostOutput>('posts.byIdForEditor', /^\d+$/.test(id) ? Number(id) : 0);
  return (
    <PreviewFrame state={state}>
      {(post) => (
        <section className="section section--grey">
          <div className={`container ${styles.container}`}>
            <div className={styles.list}>
              <PostCard post={post} headingLevel={2} />
            </div>
          </div>
        </section>
      )}
    </PreviewFrame>
  );
}
