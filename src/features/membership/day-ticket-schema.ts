import { CATCH_LOCATIONS } from '../../config/constants';
import { z } from '../../lib/zod';
import { EMAIL } from './contact-fields';

/** The day ticket form (issue 33, point 6); the admin server refuses closed seasons and full days. */
export function dayTicketSchema(today: string) {
  return z.object({
    water: z.string().pipe(z.enum(CATCH_LOCATIONS, 'Choose the water you will fish.')),
    date: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'Choose the day you will fish.')
      .refine((day) => day >= today, 'Choose today or a later day.'),
    name: z.string().trim().min(1, 'Enter your full name.').max(80, 'Use at most 80 characters.'),
    email: z
      .string()
      .trim()
      .min(1, 'Enter your email address: the ticket is sent there.')
      .regex(EMAIL, 'Enter your email address in the form name@example.com.'),
  });
}

export type DayTicketFields = z.input<ReturnType<typeof dayTicketSchema>>;
export type DayTicketValues = z.output<ReturnType<typeof dayTicketSchema>>;

export const EMPTY_DAY_TICKET: DayTicketFields = { water: '', date: '', name: '', email: '' };
