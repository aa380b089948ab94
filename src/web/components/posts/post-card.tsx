// A home post as the public pages show it (spec 01 §2 "Post card"): title, description, date and an optional image
// laid out by imagePosition. BIG puts the image full width below the header; LEFT and RIGHT put it beside the text on
// wide screens and above it on narrow ones. Announcements get an orange border and a badge. An image that fails to
// load is hidden with a console warning only.
import { useState, type CSSProperties } from 'react';
import { Link } from 'wouter';
import { DEFAULT_IMAGE_POSITION } from '../../../shared/constants';
import { formatDateIn } from '../../../shared/format';
import type { PostOutput } from '../../../shared/schemas/posts';
import { fileUrl } from '../../lib/api';
import { useContentLang, useIntlLocale, useMessages } from '../../lib/i18n';
import { postsMessages } from './posts-messages';
import { paths } from '../../lib/paths';
import { UploadedImage, type ImageFile } from '../ui/uploaded-image';
import { RichText } from '../rich-text/rich-text';
import styles from './post-card.module.css';

type CardPost = Pick<PostOutput, 'id' | 'title' | 'descriptionDoc' | 'announcement' | 'timestamp' | 'contentLang'> & {
  /** Its page's address (issue 24): the title links to /news/{slug} when the post is published. */
  slug?: string;
  status?: PostOutput['status'];
  imagePosition?: PostOutput['imagePosition'] | null;
  image?: ImageFile | null;
};

/** Intrinsic sizes of the two image boxes (spec 01 §9: big 340px high, side 320px high). */
const BIG_IMAGE = { width: 1200, height: 340 };
const SIDE_IMAGE = { width: 560, height: 320 };
/** Rendered widths: BIG spans the card (the 1200 px container less its padding), a side image is 560 px from 1025 px. */
const BIG_SIZES = '(min-width: 1248px) 1152px, calc(100vw - 48px)';
const SIDE_SIZES = '(min-width: 1025px) 560px, calc(100vw - 48px)';

/** The narrowest WebP variant of an image (a few KB: the blurred backdrop of a BIG card), if the server made one. */
const smallestVariant = (variants: ImageFile['variants']): string | undefined =>
  [...(variants ?? [])].filter((v) => v.format === 'webp').sort((a, b) => a.width - b.width)[0]?.path;

/** The first post of a list that has an image: the largest image above the fold on /home and /news. */
export const firstWithImage = (posts: readonly CardPost[]): number | undefined => posts.find((p) => p.image)?.id;

export function PostCard({ post, headingLevel = 3, priority = false }: { post: CardPost; headingLevel?: 2 | 3; priority?: boolean }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const url = fileUrl(post.image?.id);
  const src = url && url !== failedSrc ? url : null;
  const position = post.imagePosition ?? DEFAULT_IMAGE_POSITION;
  const big = position === 'BIG';
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const words = useMessages(postsMessages);
  const date = formatDateIn(post.timestamp, useIntlLocale());
  // On an English page a field without its English version is Romanian, marked so (decision 203).
  const titleLang = useContentLang(post.contentLang?.title);
  const descriptionLang = useContentLang(post.contentLang?.description);

  const onImageError = () => {
    console.warn(`Post image failed to load: ${url} (post ${post.id})`);
    setFailedSrc(url);
  };

  const header = (
    <header className={styles.header}>
      {post.announcement && <span className={styles.badge}>{words.announcement}</span>}
      <Heading className={styles.title} lang={titleLang}>
        {post.slug && (post.status ?? 'published') === 'published' ? (
          <Link href={paths.post(post.slug)} className={styles.titleLink}>
            {post.title}
          </Link>
        ) : (
          post.title
        )}
      </Heading>
      {date && (
        <time className={styles.date} dateTime={post.timestamp}>
          {date}
        </time>
      )}
    </header>
  );
  const description = <RichText className={styles.description} doc={post.descriptionDoc} topHeading={headingLevel + 1} lang={descriptionLang} />;
  const size = big ? BIG_IMAGE : SIDE_IMAGE;
  // The box keeps the spec's size whatever the image's own (object-fit: contain), so the box's size is the one given.
  const image =
    src && post.image ? (
      <UploadedImage
        className={styles.image}
        file={{ ...post.image, width: null, height: null }}
        alt={post.title}
        sizes={big ? BIG_SIZES : SIDE_SIZES}
        box={size}
        priority={priority}
        onError={onImageError}
      />
    ) : null;

  const classes = [styles.card, big ? styles.big : styles.side, position === 'RIGHT' ? styles.right : '', image ? styles.withImage : '', post.announcement ? styles.announcement : '']
    .filter(Boolean)
    .join(' ');

  if (big) {
    // The image's sides, where its own shape leaves the 340px band empty, show a blurred copy of it (its smallest
    // variant) instead of grey bars (issue 24): contained, so nothing of it is cut.
    const backdrop = image && post.image ? smallestVariant(post.image.variants) ?? url : null;
    return (
      <article className={classes} data-position={position}>
        <div className={styles.top}>{header}</div>
        {image && (
          <div className={styles.bigFrame} style={backdrop ? ({ '--backdrop': `url("${backdrop}")` } as CSSProperties) : undefined}>
            {image}
          </div>
        )}
        <div className={styles.bottom}>{description}</div>
      </article>
    );
  }
  return (
    <article className={classes} data-position={position}>
      {image}
      <div className={styles.body}>
        {header}
        {description}
      </div>
    </article>
  );
}
