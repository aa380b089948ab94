// How a resource is shown on its page: the rule (shared/resource-display.ts, also the search's) made into what the
// resource card draws. Pure functions, so the rules are tested on their own.
import type { Locale } from '../../../../shared/locale';
import { resourceDisplay } from '../../../../shared/resource-display';
import type { ResourceOutput } from '../../../../shared/schemas/resources';
import { fileUrl } from '../../../lib/api';

interface ViewBase {
  id: number;
  description: string;
  /** The language the description is in (a read with `?lang=` names it; Romanian otherwise, decision 204). */
  descriptionLang: Locale;
  priority: number;
}

export type ResourceView =
  | (ViewBase & { kind: 'video'; embedUrl: string })
  | (ViewBase & { kind: 'link'; href: string; host: string })
  /** fileName: '' when the file has no name (the card says so in the page's language). */
  | (ViewBase & { kind: 'download'; href: string; fileName: string });

/** The host name shown on a link's button ("gm0.org"), or the link itself when it cannot be parsed. */
export function linkHost(link: string): string {
  try {
    return new URL(link).hostname.replace(/^www\./, '');
  } catch {
    return link;
  }
}

/** What to show for one resource, or null when its category's rule (shared/resource-display.ts) says it is not shown. */
export function resourceView(resource: ResourceOutput): ResourceView | null {
  const base: ViewBase = { id: resource.id, description: resource.description, descriptionLang: resource.contentLang?.description ?? 'ro', priority: resource.priority };
  const shown = resourceDisplay({ category: resource.category, link: resource.link, fileId: resource.image?.id });
  switch (shown?.kind) {
    case 'video':
      return { ...base, kind: 'video', embedUrl: shown.embedUrl };
    case 'link':
      return { ...base, kind: 'link', href: shown.href, host: linkHost(shown.href) };
    case 'download': {
      const href = fileUrl(shown.fileId);
      return href && resource.image ? { ...base, kind: 'download', href, fileName: resource.image.name } : null;
    }
    default:
      return null;
  }
}
