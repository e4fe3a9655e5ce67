import { zodResolver } from '@hookform/resolvers/zod';
import { CATCH_LOCATIONS } from '../../config/constants';
import { z } from '../../lib/zod';
import { EMAIL } from './contact-fields';
import type { DayTicketFields, DayTicketValues } from './day-ticket-fields';

// Loaded when the day ticket form is first checked (lazy-resolver.ts), not with /day-tickets: zod
// is a large part of a phone's download.

/** The day ticket form (issue 33, point 6); the admin server refuses closed seasons and full days. */
export function dayTicketSchema(today: string): z.ZodType<DayTicketValues, DayTicketFields> {
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

/** The form's resolver, the day taken on `today`. */
export const dayTicketResolver = (today: string) => zodResolver(dayTicketSchema(today));
