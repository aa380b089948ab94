// Security headers for pages and API. The CSP allows exactly the third parties the public pages embed, and the
// payment and analytics hosts only when those features are configured (computed once, at start-up).
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { publicSettings, type Config } from '../config';

/** Video, maps and forms: embedded by the public pages whatever the settings. */
const EMBEDS = {
  frames: [
    'https://www.youtube-nocookie.com',
    'https://www.youtube.com',
    'https://www.google.com', // maps embed
    'https://docs.google.com', // volunteer forms
    'https://forms.gle',
  ],
  images: ['https://i.ytimg.com'],
};
// The buy button: its script, the frame it draws itself in and its API.
const STRIPE = { frames: ['https://js.stripe.com', 'https://buy.stripe.com'], scripts: ['https://js.stripe.com'], connect: ['https://api.stripe.com'] };
// Analytics (GA4) as Google's CSP guide lists it: hits go to any region of *.google-analytics.com or
// *.analytics.google.com, and the tag itself calls and pings *.googletagmanager.com.
const ANALYTICS = {
  scripts: ['https://www.googletagmanager.com'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
  images: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
};

/** The outside hosts the CSP lists for this configuration. */
export function embedSources(config: Config) {
  const settings = publicSettings(config);
  const stripe = settings.payment ? STRIPE : { frames: [], scripts: [], connect: [] };
  const analytics = settings.analyticsId ? ANALYTICS : { scripts: [], connect: [], images: [] };
  return {
    frames: [...EMBEDS.frames, ...stripe.frames],
    scripts: [...stripe.scripts, ...analytics.scripts],
    connect: [...analytics.connect, ...stripe.connect],
    images: [...EMBEDS.images, ...analytics.images],
  };
}

export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  const EMBED_SOURCES = embedSources(config);
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...EMBED_SOURCES.scripts],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...EMBED_SOURCES.images],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...EMBED_SOURCES.connect],
        frameSrc: EMBED_SOURCES.frames,
        mediaSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    // Helmet's defaults would also send HSTS over plain http; it is added below only for https requests.
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  });
}
