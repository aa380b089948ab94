// Third-party media of the about pages in one place, so the association can swap a video or a form without touching
// the pages. The ids are placeholders chosen for this project (no list was given by the spec): replace them with the
// association's own videos and forms.
import { youTubeEmbedUrl } from '../../../components/ui/embed';

const youTube = (id: string): string => youTubeEmbedUrl(`https://youtu.be/${id}`)!;
const googleForm = (id: string) => ({
  embed: `https://docs.google.com/forms/d/e/${id}/viewform?embedded=true`,
  page: `https://docs.google.com/forms/d/e/${id}/viewform`,
});

/** FIRST's presentation of its programmes (FIRST and FTC page). */
export const FIRST_PROGRAMME_VIDEO = youTube('dQ9vXWfBx3U');

/** The three training videos of the values page. */
export const TRAINING_VIDEOS = [
  { title: 'Protecția tinerilor în programele FIRST', src: youTube('Kp2f7Yw1tLc') },
  { title: 'Video de instruire pentru voluntari și mentori', src: youTube('q8VnR3xT0aE') },
  { title: 'Keeping Kids Safe: pentru adulții care lucrează cu tineri', src: youTube('Zm4hB6sJd2Q') },
] as const;

/** The volunteer page's two Google Forms. */
export const ALUMNI_FORM = googleForm('1FAIpQLSeA7lUmN1C0mUn1tAtEfTcRoMaNiA2025aLuMnIfOrMv1');
export const VOLUNTEER_FORM = googleForm('1FAIpQLSfV0lUnTaRiFtCrOmAnIa2025nOnAlUmNiFoRmXq7Zv2');
