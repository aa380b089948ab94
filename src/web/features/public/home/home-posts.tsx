// The latest news on the home page (spec 01 §2, §7): at most 3 posts, the newest announcement first, a loading text,
// a short notice when the posts cannot be loaded, and a link to all posts.
import { Link } from 'wouter';
import { firstWithImage, PostCard } from '../../../components/posts/post-card';
import { selectHomePosts } from '../../../components/posts/post-selection';
import { PostsLoading } from '../../../components/posts/posts-loading';
import { usePosts } from '../../../components/posts/use-posts';
import { useMessages } from '../../../lib/i18n';
import { homeMessages } from './home-messages';
import { paths } from '../../../lib/paths';
import styles from './home-posts.module.css';

export function HomePosts() {
  const { posts, loading, error } = usePosts();
  const shown = selectHomePosts(posts);
  const words = useMessages(homeMessages).posts;

  return (
    <section className="section section--grey" aria-labelledby="home-news-title">
      <div className="container">
        <div className={styles.head}>
          <div>
            <p className={styles.eyebrow}>{words.eyebrow}</p>
            <h2 id="home-news-title">{words.title}</h2>
          </div>
          <Link href={paths.news} className={styles.all}>
            {words.all} <span aria-hidden="true">→</span>
          </Link>
        </div>
        {loading ? (
          <PostsLoading />
        ) : error ? (
          <p className="state state--error" role="alert">
            {words.failed}
          </p>
        ) : shown.length === 0 ? (
          <p className="state">{words.none}</p>
        ) : (
          <div className={styles.list}>
            {shown.map((post) => (
              <PostCard key={post.id} post={post} priority={post.id === firstWithImage(shown)} />
            ))}
          </div>
        )}
      </div>
    </section>
  );
}
