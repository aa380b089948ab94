// The site's public origin for absolute URLs (canonical, Open Graph, sitemap, feeds): PUBLIC_URL when set, else the
// origin the request came to (its Host, and the protocol Fastify saw, which honours TRUST_PROXY).
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config';

export function siteOrigin(config: Config, request: Pick<FastifyRequest, 'protocol' | 'host'>): string {
  if (config.PUBLIC_URL) return new URL(config.PUBLIC_URL).origin;
  return `${request.protocol}://${request.host}`;
}

/** The host part of the origin (for calendar UIDs: event-<id>@<host>). */
export const hostOf = (origin: string): string => new URL(origin).hostname;
