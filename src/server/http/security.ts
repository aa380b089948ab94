// Security headers for pages and API. The CSP allows exactly the third parties the public pages embed, and the
// payment and analytics hosts only when those features are configured (computed once, at start-up).
import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
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

/**
 * The headers helmet gives for these options, worked out once: helmet rebuilds its middleware (and the CSP string) on
 * every request, and they are the same for every answer. A throwaway Fastify instance answers one request with the
 * plugin, so the options stay helmet's own.
 */
async function helmetHeaders(options: Parameters<typeof helmet>[1]): Promise<Record<string, string>> {
  const probe = Fastify();
  await probe.register(helmet, options);
  probe.get('/', (_request, reply) => reply.send(''));
  const res = await probe.inject('/');
  await probe.close();
  const headers: Record<string, string> = {};
  const skip = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);
  // Lower case, as Fastify keeps them: reply.headers() then stores each as it is.
  for (const [name, value] of Object.entries(res.headers)) if (!skip.has(name) && typeof value === 'string') headers[name.toLowerCase()] = value;
  return headers;
}

declare module 'fastify' {
  interface FastifyReply {
    /** A public read's conditional GET: the security headers are set in onSend, unless the answer is a 304. */
    securityHeadersDeferred: boolean;
  }
}

const HSTS = 'max-age=31536000; includeSubDomains';

export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  const EMBED_SOURCES = embedSources(config);
  const headers = await helmetHeaders({
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
  const secure = (request: FastifyRequest, reply: FastifyReply) => {
    reply.headers(headers);
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  };
  // One callback hook for what every answer carries (a hook per header family cost a call and, async, a promise each):
  // the security headers, HSTS over https, and the request id (request-id.ts says why).
  // A public read asked with If-None-Match may be a 304 from the answer cache (public-reads.ts), which carries only the
  // 200's cache fields (RFC 9110 15.4.5): a cache merges them into its stored 200, whose security headers stay. Its
  // security headers wait for onSend, which sets them on any other answer (200, error). Files and pages are no public
  // reads: their 304s and the headers their handlers set (files: sandbox CSP) are untouched.
  app.decorateReply('securityHeadersDeferred', false);
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    if (request.headers['if-none-match'] !== undefined && request.method === 'GET' && request.routeOptions.config.publicRead) {
      reply.securityHeadersDeferred = true;
    } else {
      secure(request, reply);
    }
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (reply.securityHeadersDeferred && reply.statusCode !== 304) secure(request, reply);
    done(null, payload);
  });
}
