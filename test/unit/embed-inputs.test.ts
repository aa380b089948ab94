// Issue 25, forgiving inputs: what staff paste from YouTube, Google Maps and Google Forms, and what is kept.
import { describe, expect, it } from 'vitest';
import { readGoogleForm, readGoogleMap, readYouTubePlaylist, readYouTubeVideo } from '../../src/shared/embed-inputs';
import { siteSettingsInput } from '../../src/shared/schemas/site-settings';

const ID = 'dQw4w9WgXcQ';

describe('YouTube video', () => {
  it.each([
    ID,
    `https://www.youtube.com/watch?v=${ID}`,
    `https://www.youtube.com/watch?v=${ID}&list=PL0123456789&t=42s`,
    `https://m.youtube.com/watch?v=${ID}`,
    `https://youtu.be/${ID}?si=abcdef`,
    `https://www.youtube.com/embed/${ID}`,
    `https://www.youtube-nocookie.com/embed/${ID}?rel=0`,
    `https://www.youtube.com/shorts/${ID}`,
    `https://www.youtube.com/live/${ID}`,
    `<iframe width="560" height="315" src="https://www.youtube.com/embed/${ID}?si=x" title="YouTube video player"></iframe>`,
    `  ${ID}  `,
  ])('%s is the video', (input) => {
    expect(readYouTubeVideo(input)).toEqual({ value: ID });
  });

  it('refuses what names no video, with the reason', () => {
    expect(readYouTubeVideo('not a video id')).toEqual({ problem: 'not-youtube' });
    expect(readYouTubeVideo('https://vimeo.com/123456')).toEqual({ problem: 'not-youtube' });
    expect(readYouTubeVideo('https://www.youtube.com/@FTCRomania')).toEqual({ problem: 'no-video' });
    expect(readYouTubeVideo('https://www.youtube.com/watch?v=short')).toEqual({ problem: 'no-video' });
    // A look-alike host is not YouTube.
    expect(readYouTubeVideo(`https://notyoutube.com/watch?v=${ID}`)).toEqual({ problem: 'not-youtube' });
  });
});

describe('YouTube playlist', () => {
  const LIST = 'PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG';
  it('takes the id or any link with list=', () => {
    expect(readYouTubePlaylist(LIST)).toEqual({ value: LIST });
    expect(readYouTubePlaylist(`https://www.youtube.com/playlist?list=${LIST}`)).toEqual({ value: LIST });
    expect(readYouTubePlaylist(`https://www.youtube.com/watch?v=${ID}&list=${LIST}&index=2`)).toEqual({ value: LIST });
    expect(readYouTubePlaylist(`https://www.youtube.com/embed/videoseries?list=${LIST}`)).toEqual({ value: LIST });
  });
  it('refuses a video link without a playlist', () => {
    expect(readYouTubePlaylist(`https://youtu.be/${ID}`)).toEqual({ problem: 'no-playlist' });
  });
});

describe('Google map', () => {
  it('keeps an embeddable address, and makes one of a My Maps viewer or edit link', () => {
    const embed = 'https://www.google.com/maps/d/embed?mid=1AbC-dEf_gH';
    expect(readGoogleMap(embed)).toEqual({ value: embed });
    expect(readGoogleMap('https://www.google.com/maps/d/viewer?mid=1AbC-dEf_gH&ll=45.9%2C24.9&z=7')).toEqual({ value: embed });
    expect(readGoogleMap('https://www.google.com/maps/d/u/0/edit?mid=1AbC-dEf_gH&usp=sharing')).toEqual({ value: embed });
    const pb = 'https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d2848.6!2d26.1!3d44.4!2m3!1f0!2f0!3f0';
    expect(readGoogleMap(pb)).toEqual({ value: pb });
    // Google's "Embed a map" HTML, with its &amp; entities.
    expect(readGoogleMap(`<iframe src="${pb}&amp;hl=ro" width="600" height="450" style="border:0;" allowfullscreen=""></iframe>`)).toEqual({ value: `${pb}&hl=ro` });
    expect(readGoogleMap('https://maps.google.com/maps?q=44.43,26.1&z=14&output=embed')).toEqual({ value: 'https://www.google.com/maps?q=44.43,26.1&z=14&output=embed' });
  });
  it('refuses a share link and what is not a map, saying why', () => {
    expect(readGoogleMap('https://maps.app.goo.gl/AbCdEf123')).toEqual({ problem: 'map-share' });
    expect(readGoogleMap('https://www.google.com/maps/place/Bucure%C8%99ti/@44.43,26.1,12z')).toEqual({ problem: 'map-share' });
    expect(readGoogleMap('https://forms.gle/AbCdEf123')).toEqual({ problem: 'not-map' });
    expect(readGoogleMap('javascript:alert(1)')).toEqual({ problem: 'not-link' });
    expect(readGoogleMap('https://www.google.com/search?q=maps')).toEqual({ problem: 'not-map' });
  });
});

describe('Google form', () => {
  it("keeps the form's public address, without its query", () => {
    const form = 'https://docs.google.com/forms/d/e/1FAIpQLSd-x_Y/viewform';
    expect(readGoogleForm(form)).toEqual({ value: form });
    expect(readGoogleForm(`${form}?usp=sf_link`)).toEqual({ value: form });
    expect(readGoogleForm(`<iframe src="${form}?embedded=true" width="640" height="800">Se încarcă…</iframe>`)).toEqual({ value: form });
    expect(readGoogleForm('https://forms.gle/AbCdEf123')).toEqual({ value: 'https://forms.gle/AbCdEf123' });
  });
  it("refuses the editor's link and what is not a form", () => {
    expect(readGoogleForm('https://docs.google.com/forms/d/1AbCdEf/edit')).toEqual({ problem: 'form-editor' });
    expect(readGoogleForm('https://www.google.com/maps/d/embed?mid=1')).toEqual({ problem: 'not-form' });
    expect(readGoogleForm('formular.ro')).toEqual({ problem: 'not-link' });
  });
});

describe('the settings schema stores what was understood', () => {
  const field = <K extends keyof typeof siteSettingsInput.shape>(key: K, value: string) => siteSettingsInput.shape[key].safeParse(value);

  it('a pasted link becomes the id or address the page uses; blank stays blank', () => {
    expect(field('firstVideoId', `https://youtu.be/${ID}`)).toMatchObject({ success: true, data: ID });
    expect(field('teamMapUrl', 'https://www.google.com/maps/d/viewer?mid=1AbC')).toMatchObject({ success: true, data: 'https://www.google.com/maps/d/embed?mid=1AbC' });
    expect(field('volunteerFormUrl', '')).toMatchObject({ success: true, data: '' });
  });

  it('a stored value reads back as itself (the read of saved settings parses them again)', () => {
    for (const [key, value] of [['firstVideoId', ID], ['teamMapUrl', 'https://www.google.com/maps/embed?pb=!1m18!2d26.1'], ['alumniFormUrl', 'https://forms.gle/AbC']] as const) {
      expect(field(key, value)).toMatchObject({ success: true, data: value });
    }
  });

  it("a refusal carries the reader's explanation", () => {
    const result = field('teamMapUrl', 'https://maps.app.goo.gl/AbCdEf123');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/^A share link cannot be shown in a page/);
  });
});
