// How a resource is shown, by category (spec 01 §2 "Resources", §5 resource classification). Pure functions, so
// the rules are tested on their own: a Video needs a YouTube link, a Link needs a web link, a Document needs a file.
// Anything else is not shown.
import type { ResourceOutput } from '../../../../shared/schemas/resources';
import { youTubeEmbedUrl } from '../../../components/ui/embed';
import { fileUrl } from '../../../lib/api';

/** A web link starts with http:// or https:// (spec README, placeholders). */
export const isWebLink = (value: string): boolean => /^https?:\/\/\S+$/i.test(value.trim());

/** A YouTube link contains youtube.com or youtu.be. */
export const isYouTubeLink = (value: string): boolean => /youtube\.com|youtu\.be/i.test(value);

interface ViewBase {
  id: number;
  description: string;
  priority: number;
}

export type ResourceView =
  | (ViewBase & { kind: 'video'; embedUrl: string })
  | (ViewBase & { kind: 'link'; href: string; host: string })
  | (ViewBase & { kind: 'download'; href: string; fileName: string });

/** The host name shown on a link's button ("gm0.org"), or the link itself when it cannot be parsed. */
export function linkHost(link: string): string {
  try {
    return new URL(link).hostname.replace(/^www\./, '');
  } catch {
    return link;
  }
}

/** What to show for one resource, or null when its category's rule says it is not shown. */
export function resourceView(resource: ResourceOutput): ResourceView | null {
  const base: ViewBase = { id: resource.id, description: resource.description, priority: resource.priority };
  const link = (resource.link ?? '').trim();
  switch (resource.category) {
    case 'Video': {
      if (!isWebLink(link) || !isYouTubeLink(link)) return null;
      const embedUrl = youTubeEmbedUrl(link);
      return embedUrl ? { ...base, kind: 'video', embedUrl } : null;
    }
    case 'Link':
      return isWebLink(link) ? { ...base, kind: 'link', href: link, host: linkHost(link) } : null;
    case 'Document': {
      const href = fileUrl(resource.image?.id);
      return href && resource.image ? { ...base, kind: 'download', href, fileName: resource.image.name || 'Descarcă documentul' } : null;
    }
    default:
      return null;
  }
}
