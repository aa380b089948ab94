import { z } from 'zod';

/** GET /api/health: the server's state for monitors (the same shape with 200 and with 503). */
export const healthReport = z.object({
  status: z.enum(['ok', 'error']),
  version: z.string(),
  database: z.enum(['ok', 'unavailable']),
  /** How long `select 1` took (ms), when the database answered. */
  databaseLatencyMs: z.number().optional(),
  uptimeSeconds: z.number().int(),
});
export type HealthReport = z.infer<typeof healthReport>;

/** GET /api/site/settings: what the public pages need from the server's configuration. */
export const publicSettingsOutput = z.object({
  contactEmail: z.string(),
  teamPortalUrl: z.string().nullable(),
  analyticsId: z.string().nullable(),
  payment: z.object({ publishableKey: z.string(), buyButtonId: z.string() }).nullable(),
});
export type PublicSettings = z.infer<typeof publicSettingsOutput>;
