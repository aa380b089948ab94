// The names and icons of the programme's public profiles (their links are site settings) and external platforms.
import type { SocialKey } from '../../shared/schemas/site-settings';

export const SOCIAL_LINKS = {
  facebook: { name: 'Facebook', icon: 'facebook' },
  instagram: { name: 'Instagram', icon: 'instagram' },
  youtube: { name: 'YouTube', icon: 'youtube' },
  linkedin: { name: 'LinkedIn', icon: 'linkedin' },
  tiktok: { name: 'TikTok', icon: 'tiktok' },
  reddit: { name: 'Reddit', icon: 'reddit' },
} as const satisfies Record<SocialKey, { name: string; icon: string }>;

export const OFFICIAL_EVENTS_PLATFORM = 'https://ftc-events.firstinspires.org/';
