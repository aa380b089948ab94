// One partner of /about/sponsors: its uploaded logo at the tier's size (or its name on a plain tile when it has no
// logo), linking to the partner's site in a new tab when it has one. Never a drawn placeholder.
import type { PartnerOutput, SponsorTier } from '../../../../../shared/schemas/sponsors';
import { fileUrl } from '../../../../lib/api';
import { UploadedImage } from '../../../../components/ui/uploaded-image';
import styles from './sponsors.module.css';

const SIZES: Record<SponsorTier, { width: number; height: number }> = {
  PLATINUM: { width: 320, height: 160 },
  GOLD: { width: 280, height: 140 },
  SILVER: { width: 220, height: 110 },
};

export function PartnerTile({ partner }: { partner: PartnerOutput }) {
  const { width, height } = SIZES[partner.tier];
  const logo = fileUrl(partner.logo?.id);
  const face = logo && partner.logo ? (
    <UploadedImage file={{ ...partner.logo, width: null, height: null }} src={logo} alt={`Sigla ${partner.name}`} sizes={`${width}px`} box={{ width, height }} className={styles.logoImage} />
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
      aria-label={`${partner.name} (site-ul partenerului, se deschide într-o filă nouă)`}
    >
      {face}
    </a>
  );
}
