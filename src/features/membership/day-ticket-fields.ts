import type { CatchLocation } from '../../config/constants';

// The day ticket form's fields, without their checks: the page hydrates with these, and the checks
// (day-ticket-schema.ts, with zod) load when the form is first checked (lazy-resolver.ts).

/** The day ticket form as typed. */
export interface DayTicketFields {
  water: string;
  date: string;
  name: string;
  email: string;
}

/** The form once checked (day-ticket-schema.ts): one of the club's waters. */
export type DayTicketValues = Omit<DayTicketFields, 'water'> & { water: CatchLocation };

export const EMPTY_DAY_TICKET: DayTicketFields = { water: '', date: '', name: '', email: '' };
