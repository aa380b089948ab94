// Grouping of a resource page (spec 01 §2 "Resources", §9): by section, then by subsection, ascending priority.
// Season materials put a section's videos first. Items that are not shown are dropped before grouping, so a section
// or subsection left empty disappears. Sections and subsections come in the order they were first used (the
// lowest resource id among the items shown), so an editor's first section stays first.
// In English (decision 204) the groups are still the Romanian names (`groupKey`), so that two resources of one section
// stay together whether or not each has an English name; a group is named by the first of its items that has one,
// else by its Romanian name (then marked lang="ro").
import type { Locale } from '../../../../shared/locale';
import type { ResourceOutput } from '../../../../shared/schemas/resources';
import { resourceView, type ResourceView } from './resource-display';

/** A group's heading and the language it is in. */
export interface GroupTitle {
  title: string;
  titleLang: Locale;
}

export interface ResourceSubsection extends GroupTitle {
  /** The Romanian name: the group's identity (React's key). */
  key: string;
  items: ResourceView[];
}

export interface ResourceSection extends GroupTitle {
  key: string;
  /** Season materials only: the section's videos, shown before its subsections. */
  videos: ResourceView[];
  subsections: ResourceSubsection[];
}

const byPriority = (a: ResourceView, b: ResourceView) => a.priority - b.priority || a.id - b.id;

/** A map that remembers insertion order and creates missing entries. */
function bucket<T>(map: Map<string, T>, key: string, make: () => T): T {
  let value = map.get(key);
  if (!value) {
    value = make();
    map.set(key, value);
  }
  return value;
}

/** A group's name, Romanian until one of its items brings its English name (the first that has one wins). */
function nameGroup(group: GroupTitle, key: string, shown: string, lang: Locale | undefined): void {
  if (group.titleLang === 'en') return;
  Object.assign(group, lang === 'en' ? { title: shown.trim(), titleLang: 'en' } : { title: key });
}

interface SectionBucket extends GroupTitle {
  videos: ResourceView[];
  subsections: Map<string, GroupTitle & { items: ResourceView[] }>;
}

export function groupResources(resources: readonly ResourceOutput[], options: { videosFirst: boolean }): ResourceSection[] {
  const ordered = [...resources].sort((a, b) => a.id - b.id);
  const sections = new Map<string, SectionBucket>();
  for (const resource of ordered) {
    const view = resourceView(resource);
    if (!view) continue;
    const sectionKey = (resource.groupKey?.section ?? resource.section).trim();
    const section = bucket(sections, sectionKey, (): SectionBucket => ({ title: '', titleLang: 'ro', videos: [], subsections: new Map() }));
    nameGroup(section, sectionKey, resource.section, resource.contentLang?.section);
    if (options.videosFirst && view.kind === 'video') {
      section.videos.push(view);
      continue;
    }
    const subsectionKey = (resource.groupKey?.subsection ?? resource.subsection).trim();
    const subsection = bucket(section.subsections, subsectionKey, () => ({ title: '', titleLang: 'ro' as Locale, items: [] as ResourceView[] }));
    nameGroup(subsection, subsectionKey, resource.subsection, resource.contentLang?.subsection);
    subsection.items.push(view);
  }
  return [...sections].map(([key, section]) => ({
    key,
    title: section.title,
    titleLang: section.titleLang,
    videos: section.videos.sort(byPriority),
    subsections: [...section.subsections].map(([subkey, sub]) => ({ key: subkey, title: sub.title, titleLang: sub.titleLang, items: sub.items.sort(byPriority) })),
  }));
}

/** Season materials: by section, videos first, the rest by subsection. */
export const groupSeasonMaterials = (resources: readonly ResourceOutput[]) => groupResources(resources, { videosFirst: true });

/** Team resources (Learning Materials): by section, then subsection, every category together. */
export const groupTeamResources = (resources: readonly ResourceOutput[]) => groupResources(resources, { videosFirst: false });
