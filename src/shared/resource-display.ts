// Whether a resource is shown on its page, and how, by its category (spec 01 §2 "Resources", §5 resource
// classification): a Video needs a YouTube link with a video (or playlist) id, a Link needs a web link, a Document
// needs a file. Anything else is not shown. One rule for the resources pages (web) and the search (server), so the
// search never lists a resource its page leaves out.
import { readYouTubePlaylist, readYouTubeVideo } from './embed-inputs';
import { isWebLink, isYouTubeLink } from './links';

/**
 * A YouTube link (watch, youtu.be, embed, shorts, live; with or without a playlist, or a playlist alone) -> the
 * privacy-enhanced embed URL; null for anything else, a bare id included (it is no link). Read by the same readers
 * as the site settings' embeds (embed-inputs.ts), so a link plays the same in a resource, on a team's page and in
 * the settings.
 */
export function youTubeEmbedUrl(link: string): string | null {
  if (!isWebLink(link.trim())) return null;
  const video = readYouTubeVideo(link);
  const list = readYouTubePlaylist(link);
  const listId = 'value' in list ? list.value : null;
  if ('value' in video) return `https://www.youtube-nocookie.com/embed/${video.value}${listId ? `?list=${listId}` : ''}`;
  return listId ? `https://www.youtube-nocookie.com/embed/videoseries?list=${listId}` : null;
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
