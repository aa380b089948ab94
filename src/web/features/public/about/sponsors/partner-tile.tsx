// One partner of /about/sponsors: its uploaded logo at the tier's size (or its name on a plain tile when it has no
// logo), linking to the partner's site in a new tab when it has one. Never a drawn placeholder.
import type { SponsorsMessages } from '../../../../../shared/messages/ro/sponsors';
import type { PartnerOutput, SponsorTier } from '../../../../../shared/schemas/sponsors';
import { fileUrl } from '../../../../lib/api';
import { UploadedImage } from '../../../../components/ui/uploaded-image';
import styles from './sponsors.module.css';

const SIZES: Record<SponsorTier, { width: number; height: number }> = {
  PLATINUM: { width: 320, height: 160 },
  GOLD: { width: 280, height: 140 },
  SILVER: { width: 220, height: 110 },
};

export function PartnerTile({ partner, words }: { partner: PartnerOutput; words: Pick<SponsorsMessages, 'logo' | 'link'> }) {
  const { width, height } = SIZES[partner.tier];
  const logo = fileUrl(partner.logo?.id);
  const face = logo && partner.logo ? (
    <UploadedImage file={{ ...partner.logo, width: null, height: null }} src={logo} alt={words.logo(partner.name)} sizes={`${width}px`} box={{ width, height }} className={styles.logoImage} />
  ) : (
    <span className={styles.nameTile} style={{ width, height }}>
      {partner.name}
    </span>
  );
  if (!partner.link) return <span className={styles.logo}>{face}</span>;
  return (
    <a
      href={partner.link}
      target="_blank"
      rel="noopener noreferrer"
      className={styles.logo}
      aria-label={words.link(partner.name)}
    >
      {face}
    </a>
  );
}
