// All posts (spec 01 §2 "News page"): heading 'Toate postările', every post as a card, newest first, with the
// loading text, an empty state and an error notice with a retry.
import { firstWithImage, PostCard } from '../../../components/posts/post-card';
import { PostsLoading } from '../../../components/posts/posts-loading';
import { usePosts } from '../../../components/posts/use-posts';
import { PageHero } from '../../../components/ui/page-hero';
import styles from './news-page.module.css';

export function NewsPage() {
  const { posts, loading, error, reload } = usePosts();

  return (
    <>
      <PageHero title="Toate postările" eyebrow="Noutăți">
        <p>Anunțuri, rezultate și vești din comunitatea FIRST Tech Challenge România, de la cele mai noi la cele mai vechi.</p>
      </PageHero>
      <section className="section section--grey">
        <div className={`container ${styles.container}`}>
          {loading ? (
            <PostsLoading />
          ) : error ? (
            <div className="state state--error" role="alert">
              <p>Postările nu au putut fi încărcate. Te rugăm să încerci din nou.</p>
              <button type="button" className="btn btn--outline" onClick={reload}>
                Încearcă din nou
              </button>
            </div>
          ) : posts.length === 0 ? (
            <div className="state">
              <p className={styles.emptyTitle}>Nu există postări încă.</p>
              <p>Revino curând: aici vor apărea anunțurile și noutățile programului.</p>
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
