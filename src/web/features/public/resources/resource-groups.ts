// Grouping of a resource page (spec 01 §2 "Resources", §9): by section, then by subsection, ascending priority.
// Season materials put a section's videos first. Items that are not shown are dropped before grouping, so a section
// or subsection left empty disappears. Sections and subsections come in the order they were first used (the
// lowest resource id among the items shown), so an editor's first section stays first.
import type { ResourceOutput } from '../../../../shared/schemas/resources';
import { resourceView, type ResourceView } from './resource-display';

export interface ResourceSubsection {
  title: string;
  items: ResourceView[];
}

export interface ResourceSection {
  title: string;
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

export function groupResources(resources: readonly ResourceOutput[], options: { videosFirst: boolean }): ResourceSection[] {
  const ordered = [...resources].sort((a, b) => a.id - b.id);
  const sections = new Map<string, { videos: ResourceView[]; subsections: Map<string, ResourceView[]> }>();
  for (const resource of ordered) {
    const view = resourceView(resource);
    if (!view) continue;
    const section = bucket(sections, resource.section.trim(), () => ({ videos: [], subsections: new Map() }));
    if (options.videosFirst && view.kind === 'video') section.videos.push(view);
    else bucket(section.subsections, resource.subsection.trim(), () => []).push(view);
  }
  return [...sections].map(([title, section]) => ({
    title,
    videos: section.videos.sort(byPriority),
    subsections: [...section.subsections].map(([subtitle, items]) => ({ title: subtitle, items: items.sort(byPriority) })),
  }));
}

/** Season materials: by section, videos first, the rest by subsection. */
export const groupSeasonMaterials = (resources: readonly ResourceOutput[]) => groupResources(resources, { videosFirst: true });

/** Team resources (Learning Materials): by section, then subsection, every category together. */
export const groupTeamResources = (resources: readonly ResourceOutput[]) => groupResources(resources, { videosFirst: false });
