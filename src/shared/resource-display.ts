// Whether a resource is shown on its page, and how, by its category (spec 01 §2 "Resources", §5 resource
// classification): a Video needs a YouTube link with a video (or playlist) id, a Link needs a web link, a Document
// needs a file. Anything else is not shown. One rule for the resources pages (web) and the search (server), so the
// search never lists a resource its page leaves out.
import { isWebLink, isYouTubeLink } from './links';

/** youtube.com/watch?v=ID, youtu.be/ID or /embed/ID -> the privacy-enhanced embed URL; null when no id is found. */
export function youTubeEmbedUrl(link: string): string | null {
  const match = link.match(/(?:youtube\.com\/(?:watch\?(?:.*&)?v=|embed\/|shorts\/)|youtu\.be\/)([\w-]{6,})/i);
  const list = link.match(/[?&]list=([\w-]+)/);
  if (match) return `https://www.youtube-nocookie.com/embed/${match[1]}${list ? `?list=${list[1]}` : ''}`;
  if (list) return `https://www.youtube-nocookie.com/embed/videoseries?list=${list[1]}`;
  return null;
}

/** What the display rule reads of a resource: its category, its link and its file's id. */
export interface DisplayedResource {
  category: string;
  link: string | null;
  fileId: number | null | undefined;
}

export type ResourceDisplay = { kind: 'video'; embedUrl: string } | { kind: 'link'; href: string } | { kind: 'download'; fileId: number };

/** How a resource is shown, or null when its category's rule says it is not shown. */
export function resourceDisplay(resource: DisplayedResource): ResourceDisplay | null {
  const link = (resource.link ?? '').trim();
  switch (resource.category) {
    case 'Video': {
      const embedUrl = isWebLink(link) && isYouTubeLink(link) ? youTubeEmbedUrl(link) : null;
      return embedUrl ? { kind: 'video', embedUrl } : null;
    }
    case 'Link':
      return isWebLink(link) ? { kind: 'link', href: link } : null;
    case 'Document':
      return resource.fileId ? { kind: 'download', fileId: resource.fileId } : null;
    default:
      return null;
  }
}
