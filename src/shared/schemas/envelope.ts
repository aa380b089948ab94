import { z } from 'zod';

/** The spec's answer: `{ success: true, message: <data> }` (DESIGN.md, "The REST API"). */
export const okEnvelope = <T extends z.ZodType>(message: T) => z.object({ success: z.literal(true), message });

/** Every refused or failed REST call: a human message and, for validation only, the messages per field. */
export const errorEnvelope = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;
