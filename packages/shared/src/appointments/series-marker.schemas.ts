import { z } from 'zod';

/** Where an appointment sits in its standing series: "Every 3 weeks · 2 of 6" (kept occurrences). */
export const seriesMarkerSchema = z.object({
  seriesId: z.uuid(),
  everyWeeks: z.int().min(1),
  position: z.int().min(1),
  total: z.int().min(1),
});
export type SeriesMarker = z.infer<typeof seriesMarkerSchema>;
