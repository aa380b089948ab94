// /news/{slug} (issue 24, point 2): one news post on its own page, from GET /api/home-posts/slug/{slug}: its title,
// date, image and whole text, with loading, not-found and error states. An old slug (the title changed) answers 301 on
// the server; in the browser the page moves to the current address itself.
import { useEffect } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { formatDateIn } from '../../../../shared/format';
import { postPageName } from '../../../../shared/site-pages';
import { UploadedImage } from '../../../components/ui/uploaded-image';
import { RichText } from '../../../components/rich-text/rich-text';
import { statusOf } from '../../../../shared/api-error';
import { useDocumentTitle, useNotFoundName } from '../../../lib/document-title';
import { useContentLang, useIntlLocale, useMessages, useReadLang } from '../../../lib/i18n';
import { newsMessages } from './news-messages';
import { postsMessages } from '../../../components/posts/posts-messages';
import { paths } from '../../../lib/paths';
import { usePublicQuery } from '../../../lib/queries';
import { postOverApi } from './post-query';
import styles from './post-page.module.css';

/** The image's box when its own size is unknown, and the widths it is shown at (the article is at most 760 px wide). */
const IMAGE_BOX = { width: 1200, height: 675 };
const IMAGE_SIZES = '(min-width: 808px) 760px, calc(100vw - 48px)';

function Message({ title, text, error, onRetry }: { title: string; text: string; error?: boolean; onRetry?: () => void }) {
  const words = useMessages(newsMessages).post;
  return (
    <section className="section">
      <div className={`container ${styles.message}`} role={error ? 'alert' : 'status'}>
        <h1 className={error ? styles.errorTitle : undefined}>{title}</h1>
        <p>{text}</p>
        <p className={styles.actions}>
          {onRetry && (
            <button type="button" className="btn btn--outline" onClick={onRetry}>
              {words.retry}
            </button>
          )}
          <Link href={paths.news} className="btn btn--primary">
            {words.all}
          </Link>
        </p>
      </div>
    </section>
  );
}

export function PostPage() {
  const { slug = '' } = useParams<{ slug: string }>();
  const [, navigate] = useLocation();
  const { data: post, error, loading, reload } = usePublicQuery(postOverApi(slug, useReadLang()));
  const missing = [404, 400].includes(statusOf(error) ?? 0);
  const notFoundName = useNotFoundName();
  const words = useMessages(newsMessages).post;
  const { announcement } = useMessages(postsMessages);
  const intlLocale = useIntlLocale();
  // On an English page a field without its English version is Romanian, marked so (decision 203).
  const titleLang = useContentLang(post?.contentLang?.title);
  const descriptionLang = useContentLang(post?.contentLang?.description);
  useDocumentTitle(post ? postPageName(post) : missing ? notFoundName : null);

  // An old address: the post's current one replaces it in the history.
  useEffect(() => {
    if (post && post.slug !== slug) navigate(paths.post(post.slug), { replace: true });
  }, [post, slug, navigate]);

  if (missing) return <Message title={words.missingTitle} text={words.missingText} />;
  if (error) return <Message title={words.errorTitle} text={words.errorText} error onRetry={reload} />;
  if (loading || !post) {
    return (
      <section className="section">
        <p className="state" role="status" style={{ minHeight: '40vh' }}>
          {words.loading}
        </p>
      </section>
    );
  }

  const date = formatDateIn(post.publishAt ?? post.timestamp, intlLocale);
  return (
    <article className={`section ${styles.article}`}>
      <div className={`container ${styles.container}`}>
        <p className={styles.back}>
          <Link href={paths.news}>{`← ${words.all}`}</Link>
        </p>
        <header className={styles.header}>
          {post.announcement && <span className={styles.badge}>{announcement}</span>}
          <h1 className={styles.title} lang={titleLang}>
            {post.title}
          </h1>
          {date && (
            <time className={styles.date} dateTime={post.publishAt ?? post.timestamp}>
              {date}
            </time>
          )}
        </header>
        {post.image && <UploadedImage className={styles.image} file={post.image} alt={post.title} sizes={IMAGE_SIZES} box={IMAGE_BOX} priority />}
        <RichText className={styles.text} doc={post.descriptionDoc} lang={descriptionLang} />
      </div>
    </article>
  );
}
