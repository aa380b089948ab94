// All posts (spec 01 §2 "News page"): heading 'Toate postările', every post as a card, newest first, with the
// loading text, an empty state and an error notice with a retry.
import { firstWithImage, PostCard } from '../../../components/posts/post-card';
import { PostsLoading } from '../../../components/posts/posts-loading';
import { usePosts } from '../../../components/posts/use-posts';
import { PageHero } from '../../../components/ui/page-hero';
import { useMessages } from '../../../lib/i18n';
import { newsMessages } from './news-messages';
import styles from './news-page.module.css';

export function NewsPage() {
  const { posts, loading, error, reload } = usePosts();
  const words = useMessages(newsMessages).list;

  return (
    <>
      <PageHero title={words.title} eyebrow={words.eyebrow}>
        <p>{words.lead}</p>
      </PageHero>
      <section className="section section--grey">
        <div className={`container ${styles.container}`}>
          {loading ? (
            <PostsLoading />
          ) : error ? (
            <div className="state state--error" role="alert">
              <p>{words.failed}</p>
              <button type="button" className="btn btn--outline" onClick={reload}>
                {words.retry}
              </button>
            </div>
          ) : posts.length === 0 ? (
            <div className="state">
              <p className={styles.emptyTitle}>{words.emptyTitle}</p>
              <p>{words.emptyText}</p>
            </div>
          ) : (
            <div className={styles.list}>
              {posts.map((post) => (
                <PostCard key={post.id} post={post} headingLevel={2} priority={post.id === firstWithImage(posts)} />
              ))}
            </div>
          )}
        </div>
      </section>
    </>
  );
}
