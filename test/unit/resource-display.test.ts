import { describe, expect, it } from 'vitest';
import type { ResourceOutput } from '../../src/shared/schemas/resources';
import { isWebLink, isYouTubeLink } from '../../src/shared/links';
import { youTubeEmbedUrl } from '../../src/shared/resource-display';
import { linkHost, resourceView } from '../../src/web/features/public/resources/resource-display';
import { groupSeasonMaterials, groupTeamResources } from '../../src/web/features/public/resources/resource-groups';

let nextId = 1;
function resource(overrides: Partial<ResourceOutput>): ResourceOutput {
  return {
    id: nextId++,
    page: 'season-materials',
    section: 'Secțiune',
    subsection: 'Subsecțiune',
    description: 'O resursă de test',
    link: '',
    category: 'Link',
    priority: 1,
    image: null,
    timestamp: '2025-09-01T10:00:00.000Z',
    updatedAt: '2025-09-01T10:00:00.000Z',
    ...overrides,
  };
}

const file = (id: number, name = 'regulament.pdf') => ({
  id,
  name,
  path: `/api/files/public/${id}`,
  size: 1000,
  mimeType: 'application/pdf',
  kind: 'document' as const,
  createdAt: '2025-09-01T10:00:00.000Z',
  width: null,
  height: null,
  variants: [],
});

describe('link classification', () => {
  it('a web link starts with http:// or https://', () => {
    expect(isWebLink('https://gm0.org/')).toBe(true);
    expect(isWebLink('http://example.com/a')).toBe(true);
    expect(isWebLink('HTTPS://EXAMPLE.COM')).toBe(true);
    expect(isWebLink('ftp://example.com')).toBe(false);
    expect(isWebLink('www.example.com')).toBe(false);
    expect(isWebLink('')).toBe(false);
    expect(isWebLink('javascript:alert(1)')).toBe(false);
  });

  it('a YouTube link contains youtube.com or youtu.be', () => {
    expect(isYouTubeLink('https://www.youtube.com/watch?v=abcdefgh')).toBe(true);
    expect(isYouTubeLink('https://youtu.be/abcdefgh')).toBe(true);
    expect(isYouTubeLink('https://vimeo.com/812345670')).toBe(false);
  });

  it('shows the host of a link without www', () => {
    expect(linkHost('https://www.onshape.com/en/education')).toBe('onshape.com');
    expect(linkHost('https://ftc-docs.firstinspires.org/')).toBe('ftc-docs.firstinspires.org');
  });
});

describe('resourceView', () => {
  it('embeds a Video with a YouTube link through youtube-nocookie', () => {
    const view = resourceView(resource({ category: 'Video', link: 'https://www.youtube.com/watch?v=Xk3r9Tq2LmA', description: 'Animația jocului' }));
    expect(view).toMatchObject({ kind: 'video', embedUrl: 'https://www.youtube-nocookie.com/embed/Xk3r9Tq2LmA', description: 'Animația jocului' });
    expect(resourceView(resource({ category: 'Video', link: 'https://youtu.be/p7ZbH1vQw0s' }))).toMatchObject({
      kind: 'video',
      embedUrl: 'https://www.youtube-nocookie.com/embed/p7ZbH1vQw0s',
    });
  });

  it('does not show a Video without a YouTube link', () => {
    expect(resourceView(resource({ category: 'Video', link: 'https://vimeo.com/812345670' }))).toBeNull();
    expect(resourceView(resource({ category: 'Video', link: '' }))).toBeNull();
    expect(resourceView(resource({ category: 'Video', link: 'youtube.com/watch?v=Xk3r9Tq2LmA' }))).toBeNull();
  });

  it('opens a Link with a web link in a new tab (its href and host)', () => {
    expect(resourceView(resource({ category: 'Link', link: 'https://gm0.org/' }))).toMatchObject({ kind: 'link', href: 'https://gm0.org/', host: 'gm0.org' });
  });

  it('does not show a Link without a (web) link', () => {
    expect(resourceView(resource({ category: 'Link', link: '' }))).toBeNull();
    expect(resourceView(resource({ category: 'Link', link: 'not a link' }))).toBeNull();
  });

  it('downloads a Document with a file from the public file path, named by the file', () => {
    expect(resourceView(resource({ category: 'Document', image: file(42, 'ghid.pdf') }))).toMatchObject({
      kind: 'download',
      href: '/api/files/public/42',
      fileName: 'ghid.pdf',
    });
  });

  it('does not show a Document without a file, even with a link', () => {
    expect(resourceView(resource({ category: 'Document', image: null, link: 'https://example.com/a.pdf' }))).toBeNull();
  });
});

describe('a YouTube link as an embed (the readers of the settings, embed-inputs.ts)', () => {
  const embed = (path: string) => `https://www.youtube-nocookie.com/embed/${path}`;
  it('every form of a video link, with its playlist when it names one', () => {
    expect(youTubeEmbedUrl('https://www.youtube.com/watch?v=rvt3aAu6mzg')).toBe(embed('rvt3aAu6mzg'));
    expect(youTubeEmbedUrl('https://youtu.be/rvt3aAu6mzg?si=AbCdEf123')).toBe(embed('rvt3aAu6mzg'));
    expect(youTubeEmbedUrl('https://m.youtube.com/shorts/rvt3aAu6mzg')).toBe(embed('rvt3aAu6mzg'));
    expect(youTubeEmbedUrl('https://www.youtube.com/live/rvt3aAu6mzg?feature=share')).toBe(embed('rvt3aAu6mzg'));
    expect(youTubeEmbedUrl('https://www.youtube.com/watch?v=rvt3aAu6mzg&list=PLq6ftcRoM9fZ2x1k7')).toBe(embed('rvt3aAu6mzg?list=PLq6ftcRoM9fZ2x1k7'));
    expect(youTubeEmbedUrl('https://www.youtube.com/playlist?list=PLq6ftcRoM9fZ2x1k7')).toBe(embed('videoseries?list=PLq6ftcRoM9fZ2x1k7'));
  });
  it('nothing for what names no video: another site, a channel, a bare id, an id of the wrong length', () => {
    expect(youTubeEmbedUrl('https://vimeo.com/123456')).toBeNull();
    expect(youTubeEmbedUrl('https://www.youtube.com/@FTCRomania')).toBeNull();
    expect(youTubeEmbedUrl('rvt3aAu6mzg')).toBeNull();
    expect(youTubeEmbedUrl('https://youtu.be/abc')).toBeNull();
    expect(youTubeEmbedUrl('https://evil.example/youtube.com/watch?v=rvt3aAu6mzg')).toBeNull();
  });
});

describe('grouping', () => {
  const data = [
    resource({ section: 'Manual', subsection: 'Joc', category: 'Link', priority: 2, link: 'https://a.example.com' }),
    resource({ section: 'Ascuns', subsection: 'Nimic', category: 'Video', priority: 1, link: 'https://example.com/no-youtube' }),
    resource({ section: 'Manual', subsection: 'Joc', category: 'Video', priority: 3, link: 'https://youtu.be/video333333' }),
    resource({ section: 'Manual', subsection: 'Joc', category: 'Video', priority: 1, link: 'https://youtu.be/video111111' }),
    resource({ section: 'Manual', subsection: 'Q&A', category: 'Link', priority: 1, link: 'https://b.example.com' }),
    resource({ section: 'Manual', subsection: 'Joc', category: 'Document', priority: 1, image: file(7) }),
    resource({ section: 'Regulament', subsection: 'Anexe', category: 'Document', priority: 1, image: null }),
    resource({ section: 'Jurizare', subsection: 'Premii', category: 'Video', priority: 2, link: 'https://vimeo.com/1' }),
    resource({ section: 'Jurizare', subsection: 'Premii', category: 'Link', priority: 5, link: 'https://c.example.com' }),
  ];

  it('season materials: by section, videos first by priority, the rest by subsection by priority', () => {
    const sections = groupSeasonMaterials(data);
    // Sections in the order they were first used (lowest id), whatever order the API gives them in.
    expect(groupSeasonMaterials([...data].reverse()).map((s) => s.title)).toEqual(['Manual', 'Jurizare']);
    expect(sections.map((s) => s.title)).toEqual(['Manual', 'Jurizare']);
    const manual = sections[0]!;
    expect(manual.videos.map((v) => v.kind === 'video' && v.embedUrl)).toEqual([
      'https://www.youtube-nocookie.com/embed/video111111',
      'https://www.youtube-nocookie.com/embed/video333333',
    ]);
    expect(manual.subsections.map((s) => [s.title, s.items.map((i) => `${i.kind}:${i.priority}`)])).toEqual([
      ['Joc', ['download:1', 'link:2']],
      ['Q&A', ['link:1']],
    ]);
    // The invalid Vimeo video is dropped; the Link remains.
    expect(sections[1]!.videos).toEqual([]);
    expect(sections[1]!.subsections[0]!.items.map((i) => i.kind)).toEqual(['link']);
  });

  it('team resources: by section then subsection, every category together by priority', () => {
    const sections = groupTeamResources(data);
    expect(sections[0]!.videos).toEqual([]);
    expect(sections[0]!.subsections[0]!.items.map((i) => `${i.kind}:${i.priority}`)).toEqual(['video:1', 'download:1', 'link:2', 'video:3']);
  });

  it('leaves out sections and subsections that are empty after the rules', () => {
    const sections = groupTeamResources(data);
    expect(sections.map((s) => s.title)).toEqual(['Manual', 'Jurizare']);
    expect(groupSeasonMaterials([resource({ category: 'Link', link: '' })])).toEqual([]);
    expect(groupSeasonMaterials([])).toEqual([]);
  });

  it('in English (decision 204): grouped by the Romanian names, named by the first item with an English name', () => {
    /** A resource as GET ?lang=en answers it: its shown texts, their languages and its Romanian names. */
    const english = (ro: { section: string; subsection: string }, shown: Partial<Pick<ResourceOutput, 'section' | 'subsection' | 'description'>>) =>
      resource({
        ...ro,
        ...shown,
        category: 'Link',
        link: 'https://a.example.com',
        contentLang: { section: shown.section ? 'en' : 'ro', subsection: shown.subsection ? 'en' : 'ro', description: shown.description ? 'en' : 'ro' },
        groupKey: ro,
      });
    const manual = { section: 'Manual', subsection: 'Joc' };
    const sections = groupTeamResources([
      english(manual, {}),
      english(manual, { section: 'Game manual', description: 'The game, in English' }),
      english(manual, { section: 'Manual (other name)', subsection: 'Game' }),
      english({ section: 'Jurizare', subsection: 'Premii' }, {}),
    ]);
    // One group per Romanian name, whatever each item shows; the first English name wins.
    expect(sections.map((s) => [s.key, s.title, s.titleLang])).toEqual([
      ['Manual', 'Game manual', 'en'],
      ['Jurizare', 'Jurizare', 'ro'],
    ]);
    expect(sections[0]!.subsections.map((s) => [s.key, s.title, s.titleLang, s.items.length])).toEqual([['Joc', 'Game', 'en', 3]]);
    expect(sections[0]!.subsections[0]!.items.map((i) => i.descriptionLang)).toEqual(['ro', 'en', 'ro']);
    // A Romanian read (no contentLang): Romanian names, as before.
    expect(groupTeamResources([resource({ section: 'Manual', category: 'Link', link: 'https://a.example.com' })]).map((s) => [s.title, s.titleLang])).toEqual([['Manual', 'ro']]);
  });
});
