import { z } from 'zod';

/** Add Match: every field is required (spec section 5). */
export const addMatchSchema = z.object({
  description: z.string().trim().min(1, 'Enter a description.').max(120),
  location: z.string().trim().min(1, 'Enter the location.').max(80),
  drawTime: z.string().trim().min(1, 'Enter the draw time.').max(20),
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Choose the date.')
    // A calendar day is stored as that day's UTC midnight: the match list shows dates in UTC.
    .transform((day) => new Date(`${day}T00:00:00Z`)),
});

export type AddMatchValues = z.input<typeof addMatchSchema>;
export type AddMatchOutput = z.output<typeof addMatchSchema>;

export const emptyAddMatch: AddMatchValues = {
  description: '',
  location: '',
  drawTime: '',
  date: '',
};
