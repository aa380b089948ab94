// A third-party embed (video, map, form) in a fixed-ratio box, loaded lazily, with a title for screen readers.
import styles from './embed.module.css';

export function Embed({ src, title, ratio = '16 / 9', height }: { src: string; title: string; ratio?: string; height?: number }) {
  return (
    <div className={styles.frame} style={height ? { height } : { aspectRatio: ratio }}>
      <iframe src={src} title={title} loading="lazy" allowFullScreen referrerPolicy="strict-origin-when-cross-origin" />
    </div>
  );
}

/** youtube.com/watch?v=ID, youtu.be/ID or /embed/ID -> the privacy-enhanced embed URL; null when no id is found. */
export function youTubeEmbedUrl(link: string): string | null {
  const match = link.match(/(?:youtube\.com\/(?:watch\?(?:.*&)?v=|embed\/|shorts\/)|youtu\.be\/)([\w-]{6,})/i);
  const list = link.match(/[?&]list=([\w-]+)/);
  if (match) return `https://www.youtube-nocookie.com/embed/${match[1]}${list ? `?list=${list[1]}` : ''}`;
  if (list) return `https://www.youtube-nocookie.com/embed/videoseries?list=${list[1]}`;
  return null;
}
