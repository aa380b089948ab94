// Security headers for pages and API. The pages' CSP allows exactly the third parties the public pages embed, and the
// payment and analytics hosts only when those features are configured (computed once, at start-up); JSON answers
// carry a short set of their own (API_SECURITY_HEADERS).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import helmet from 'helmet';
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

declare module 'fastify' {
  interface FastifyReply {
    /** A public read's 304 from the answer cache (public-reads.ts): it carries only the 200's cache fields. */
    notModifiedFromCache: boolean;
  }
}

const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * What a JSON answer carries (OWASP REST Security Cheat Sheet, "Security Headers"): a JSON answer is never rendered as
 * a document, so a page's CSP, Referrer-Policy and cross-origin policies say nothing on it; what matters is that it is
 * never framed (drag-and-drop clickjacking), never sniffed into HTML, and loads nothing if a browser ever shows it.
 * Cache-Control (no-store unless a public read) comes from public-reads.ts, HSTS over https from the hook below.
 */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

const isJson = (type: unknown) => typeof type === 'string' && type.startsWith('application/json');

/** The answer's media type as it will be sent: tRPC hands Fastify a fetch Response, whose headers Fastify copies later. */
const typeOf = (reply: FastifyReply, payload: unknown) => reply.getHeader('content-type') ?? (payload instanceof Response ? payload.headers.get('content-type') : undefined);

const proceed = () => undefined;

export function registerSecurityHeaders(app: FastifyInstance, config: Config): void {
  const EMBED_SOURCES = embedSources(config);
  // Helmet's middleware (its Node http form: it sets the headers on the response), made once for these options.
  const pageHeaders: (request: IncomingMessage, response: ServerResponse, next: () => void) => void = helmet({
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
  // One callback hook, in onSend, when the answer's type is known: JSON answers (REST, tRPC, their errors) get the
  // short API set, every other answer (pages, assets, files, the API reference page) helmet's full set. Helmet writes
  // them on the Node response, and what a handler set itself (the files' sandbox CSP) goes out with the reply's own
  // headers, which Node gives precedence (response.writeHead). Node validates and writes every header of every
  // answer: the full set is about 800 bytes and 2.3 KB of garbage per answer, for nothing on JSON
  // (docs/decisions/021-api-headers-and-per-request-costs.md). Also the request id (request-id.ts says why).
  // A public read's 304 from the answer cache carries only the 200's cache fields (RFC 9110 15.4.5): a cache merges
  // them into its stored 200, whose security headers stay. Other 304s (pages, files, static files) are untouched.
  app.decorateReply('notModifiedFromCache', false);
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    if (reply.notModifiedFromCache) return done(null, payload);
    if (isJson(typeOf(reply, payload))) reply.headers(API_SECURITY_HEADERS);
    else pageHeaders(request.raw, reply.raw, proceed);
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    done(null, payload);
  });
}
