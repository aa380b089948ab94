// Forgiving inputs for the site settings' embeds (issue 25, "What staff miss most" 6): staff paste whatever YouTube,
// Google Maps or Google Forms gave them (a full link, a short link, the "Embed" HTML), and the form keeps only what the
// page needs: a video id, a playlist id, an embeddable map address, a form's address. Each reader answers what it
// understood, or why it cannot use the text. Zod-free (the schemas and the dashboard form both read it).

/** What each problem tells the admin (the dashboard speaks English). */
export const EMBED_PROBLEMS = {
  'not-youtube': 'Please enter a YouTube id or a YouTube link',
  'no-video': 'This YouTube link names no video: open the video and copy its address',
  'no-playlist': 'This YouTube link names no playlist: open the playlist and copy its address (with list=)',
  'not-link': 'Please enter a link starting with https://, or paste the embed code',
  'map-share': 'A share link cannot be shown in a page: in Google Maps use Share > Embed a map (or My Maps: Share > Embed on my site) and paste that code or its link',
  'not-map': 'Please enter a Google Maps embed link or code',
  'form-editor': "This is the form's editing link: in Google Forms use Send > Link and paste that link",
  'not-form': 'Please enter a Google Forms link (…/viewform or forms.gle/…)',
} as const;
export type EmbedProblem = keyof typeof EMBED_PROBLEMS;

export type Reading = { value: string } | { problem: EmbedProblem };

/** The address inside pasted "Embed" HTML (<iframe src="…">), or the text itself. */
function addressIn(input: string): string {
  const src = /<iframe\b[^>]*\bsrc\s*=\s*["']([^"']+)["']/i.exec(input);
  return (src ? src[1]! : input).trim().replace(/&amp;/g, '&');
}

function urlOf(input: string): URL | null {
  if (!/^https?:\/\//i.test(input)) return null;
  try {
    return new URL(input);
  } catch {
    return null;
  }
}

const hostIs = (url: URL, ...hosts: string[]) => hosts.some((host) => url.hostname === host || url.hostname.endsWith(`.${host}`));

const VIDEO_ID = /^[\w-]{11}$/;
const PLAYLIST_ID = /^[\w-]{10,64}$/;

/** A YouTube video id from an id or any of YouTube's links to one video (watch, youtu.be, embed, shorts, live). */
export function readYouTubeVideo(input: string): Reading {
  const text = addressIn(input);
  if (VIDEO_ID.test(text)) return { value: text };
  const url = urlOf(text);
  if (!url || !hostIs(url, 'youtube.com', 'youtu.be', 'youtube-nocookie.com')) return { problem: 'not-youtube' };
  const fromPath = hostIs(url, 'youtu.be') ? url.pathname.split('/')[1] : /^\/(?:embed|shorts|live|v)\/([^/]+)/.exec(url.pathname)?.[1];
  const id = url.searchParams.get('v') ?? fromPath ?? '';
  return VIDEO_ID.test(id) ? { value: id } : { problem: 'no-video' };
}

/** A YouTube playlist id from an id or any YouTube link that names one (list=). */
export function readYouTubePlaylist(input: string): Reading {
  const text = addressIn(input);
  if (PLAYLIST_ID.test(text)) return { value: text };
  const url = urlOf(text);
  if (!url || !hostIs(url, 'youtube.com', 'youtu.be', 'youtube-nocookie.com')) return { problem: 'not-youtube' };
  const id = url.searchParams.get('list') ?? '';
  return PLAYLIST_ID.test(id) ? { value: id } : { problem: 'no-playlist' };
}

/**
 * An address Google lets a page frame, on www.google.com (the one maps host the CSP allows): a My Maps map
 * (…/maps/d/embed?mid=…; its viewer and edit links become that), Google Maps' "Embed a map" (…/maps/embed?pb=…) or
 * the older …/maps?…&output=embed. A share link (maps.app.goo.gl, …/maps/place/…) cannot be framed.
 */
export function readGoogleMap(input: string): Reading {
  const url = urlOf(addressIn(input));
  if (!url) return { problem: 'not-link' };
  if (hostIs(url, 'goo.gl', 'app.goo.gl', 'maps.app.goo.gl', 'g.co')) return { problem: 'map-share' };
  if (!hostIs(url, 'google.com') || !url.pathname.startsWith('/maps')) return { problem: 'not-map' };
  const mid = url.searchParams.get('mid');
  if (/^\/maps\/d\/(?:u\/\d+\/)?(?:embed|viewer|edit)$/.test(url.pathname) && mid) return { value: `https://www.google.com/maps/d/embed?mid=${encodeURIComponent(mid)}` };
  const pb = url.searchParams.get('pb');
  if (url.pathname === '/maps/embed' && pb) return { value: `https://www.google.com/maps/embed${url.search}` };
  // The older embed form (…/maps?q=…&output=embed), as the event pages use it.
  if (url.searchParams.get('output') === 'embed') return { value: `https://www.google.com${url.pathname}${url.search}` };
  return { problem: 'map-share' };
}

/** A Google Form's public address (…/forms/d/e/…/viewform, or a forms.gle short link); never its editor's link. */
export function readGoogleForm(input: string): Reading {
  const url = urlOf(addressIn(input));
  if (!url) return { problem: 'not-link' };
  if (hostIs(url, 'forms.gle') && /^\/[\w-]+$/.test(url.pathname)) return { value: `https://forms.gle${url.pathname}` };
  if (!hostIs(url, 'docs.google.com')) return { problem: 'not-form' };
  const published = /^\/forms\/(?:u\/\d+\/)?d\/e\/([\w-]+)\/(?:viewform|formResponse)$/.exec(url.pathname);
  if (published) return { value: `https://docs.google.com/forms/d/e/${published[1]}/viewform` };
  if (/^\/forms\/(?:u\/\d+\/)?d\/[\w-]+\/(?:edit|viewform)?$/.test(url.pathname)) return { problem: 'form-editor' };
  return { problem: 'not-form' };
}
