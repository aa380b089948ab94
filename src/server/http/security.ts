// Security headers for pages and API. The CSP allows exactly the third parties the public pages embed.
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

export const EMBED_SOURCES = {
  frames: [
    'https://www.youtube-nocookie.com',
    'https://www.youtube.com',
    'https://www.google.com', // maps embed
    'https://docs.google.com', // volunteer forms
    'https://forms.gle',
    'https://js.stripe.com',
    'https://buy.stripe.com',
  ],
  scripts: ['https://js.stripe.com', 'https://www.googletagmanager.com'],
  // Analytics (GA4) as Google's CSP guide lists it: hits go to any region of *.google-analytics.com or
  // *.analytics.google.com, and the tag itself calls and pings *.googletagmanager.com.
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com', 'https://api.stripe.com'],
  images: ['https://i.ytimg.com', 'https://*.google-analytics.com', 'https://*.googletagmanager.com'],
};

export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
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
