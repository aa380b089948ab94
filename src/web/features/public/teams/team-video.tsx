// A team's video: the YouTube player when the link is a YouTube link, otherwise a button to the video.
import { youTubeEmbedUrl } from '../../../../shared/resource-display';
import { Embed } from '../../../components/ui/embed';
import { ExternalLinkButton } from '../../../components/ui/external-link-button';
import { useMessages } from '../../../lib/i18n';
import { teamPageMessages } from './team-page-messages';

export function TeamVideo({ url, teamName }: { url: string | null; teamName: string }) {
  const words = useMessages(teamPageMessages);
  if (!url || !/^https?:\/\//i.test(url)) return null;
  const embed = youTubeEmbedUrl(url);
  if (embed) return <Embed src={embed} title={words.videoTitle(teamName)} />;
  return <ExternalLinkButton href={url} name={words.watchVideo} ariaLabel={`${words.watchVideo}${words.newTab}`} icon="external" />;
}

/** The component, or null when there is nothing to show (so the page can leave the column out). */
export const teamVideo = (url: string | null, teamName: string) =>
  url && /^https?:\/\//i.test(url) ? <TeamVideo url={url} teamName={teamName} /> : null;
