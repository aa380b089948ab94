// The programme's public profiles and external platforms. Kept here so the navbar, footer and pages agree.
export const SOCIAL_LINKS = [
  { name: 'Facebook', href: 'https://www.facebook.com/FTCRomania', icon: 'facebook' },
  { name: 'Instagram', href: 'https://www.instagram.com/ftcromania/', icon: 'instagram' },
  { name: 'YouTube', href: 'https://www.youtube.com/@FTCRomania', icon: 'youtube' },
  { name: 'LinkedIn', href: 'https://www.linkedin.com/company/ftc-romania/', icon: 'linkedin' },
  { name: 'TikTok', href: 'https://www.tiktok.com/@ftcromania', icon: 'tiktok' },
  { name: 'Reddit', href: 'https://www.reddit.com/r/FTCRomania/', icon: 'reddit' },
] as const;

export const OFFICIAL_EVENTS_PLATFORM = 'https://ftc-events.firstinspires.org/';
