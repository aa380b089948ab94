import { z } from 'zod';

/** Whether demo content is present, and how much of it (dashboard banner, ADMIN). */
export const demoStatusOutput = z.object({
  present: z.boolean(),
  rows: z.number().int(),
  files: z.number().int(),
});
export type DemoStatusOutput = z.infer<typeof demoStatusOutput>;

export const demoRemovedOutput = z.object({ rows: z.number().int(), files: z.number().int() });
export type DemoRemovedOutput = z.infer<typeof demoRemovedOutput>;
