import { format } from 'date-fns';
import { z } from 'zod';

/** A picked day or time: null until chosen, an invalid Date while half typed. */
const picked = (message: string) =>
  z.custom<Date | null>(
    (value) => value instanceof Date && !Number.isNaN(value.getTime()),
    message,
  );

/** Add Match: every field is required (spec section 5). */
export const addMatchSchema = z.object({
  description: z.string().trim().min(1, 'Enter a description.').max(120),
  location: z.string().trim().min(1, 'Enter the location.').max(80),
  drawTime: picked('Enter the draw time, e.g. 07:30.').transform((time) => format(time!, 'HH:mm')),
  // A calendar day is stored as that day's UTC midnight: the match list shows dates in UTC.
  date: picked('Choose the date.').transform(
    (day) => new Date(Date.UTC(day!.getFullYear(), day!.getMonth(), day!.getDate())),
  ),
});

export type AddMatchValues = z.input<typeof addMatchSchema>;

export const emptyAddMatch: AddMatchValues = {
  description: '',
  location: '',
  drawTime: null,
  date: null,
};
