// A third-party embed (video, map, form) as a click-to-load facade (issue 14): until the visitor asks, the page makes
// no request to YouTube or Google at all (privacy: nothing reaches them before consent; speed: no third-party frame
// and its scripts on load). The card keeps the frame's size (aspect ratio or height), so loading it shifts nothing;
// its button loads the frame and moves the focus into it.
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Icon, type IconName } from './icon';
import styles from './embed.module.css';

export type EmbedKind = 'video' | 'map' | 'form';

const FACADE: Record<EmbedKind, { button: string; source: string; icon: IconName }> = {
  video: { button: 'Încarcă videoclipul', source: 'Videoclipul se încarcă de pe YouTube.', icon: 'youtube' },
  map: { button: 'Încarcă harta', source: 'Harta se încarcă de pe Google Maps.', icon: 'mapPin' },
  form: { button: 'Încarcă formularul', source: 'Formularul se încarcă de pe Google Forms.', icon: 'file' },
};

/** What an embed URL shows, from its address (YouTube: video; Google Forms: form; anything else: map). */
export function embedKind(src: string): EmbedKind {
  if (/^https:\/\/(www\.)?(youtube(-nocookie)?\.com|youtu\.be)\//i.test(src)) return 'video';
  if (/^https:\/\/docs\.google\.com\/forms\//i.test(src)) return 'form';
  return 'map';
}

/** The frame's address once the visitor asked for it: a video starts playing (the click was the request to play). */
export function loadedSrc(src: string, kind: EmbedKind): string {
  if (kind !== 'video') return src;
  return `${src}${src.includes('?') ? '&' : '?'}autoplay=1`;
}

/** The facade's words in the page's language; the Romanian ones above for pages not moved to English yet (decision 200). */
export interface EmbedWords {
  button: string;
  source: string;
}

interface EmbedProps {
  src: string;
  title: string;
  ratio?: string;
  height?: number;
  kind?: EmbedKind;
  words?: EmbedWords;
}

export function Embed({ src, title, ratio = '16 / 9', height, kind = embedKind(src), words }: EmbedProps) {
  const [loaded, setLoaded] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  const titleId = useId();
  const facade = { ...FACADE[kind], ...words };
  // The button that asked for it is gone: the focus goes to what it loaded.
  useEffect(() => {
    if (loaded) frame.current?.focus();
  }, [loaded]);
  let content: ReactNode;
  if (loaded) {
    content = (
      <iframe
        ref={frame}
        src={loadedSrc(src, kind)}
        title={title}
        allow={kind === 'video' ? 'autoplay; encrypted-media; picture-in-picture; fullscreen' : undefined}
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    );
  } else {
    content = (
      <div className={styles.facade} data-embed-src={src}>
        <span className={styles.icon}>
          <Icon name={facade.icon} size={32} />
        </span>
        <p className={styles.title} id={titleId}>
          {title}
        </p>
        <p className={styles.source}>{facade.source}</p>
        <button type="button" className="btn btn--primary" aria-describedby={titleId} onClick={() => setLoaded(true)}>
          {facade.button}
        </button>
      </div>
    );
  }
  return (
    <div className={styles.frame} style={height ? { height } : { aspectRatio: ratio }}>
      {content}
    </div>
  );
}
