import { callAdminServer } from '../../../lib/admin-server';
import type { Permit } from '../types';

export interface DayTicketRequest {
  water: string;
  date: string;
  name: string;
  email: string;
}

/** What buying answers: Stripe's checkout, or the ticket itself when nothing is to be paid online. */
export interface DayTicketResult {
  checkoutUrl?: string;
  ticketId?: string;
  key?: string;
}

export const buyDayTicket = (request: DayTicketRequest) =>
  callAdminServer<DayTicketResult>(
    '/api/day-tickets',
    { method: 'POST', body: JSON.stringify(request) },
    { signIn: 'optional' },
  );

/** The ticket the emailed link opens: its key is the proof of holding it. */
export const fetchDayTicket = (id: string, key: string) =>
  callAdminServer<Permit>(
    `/api/day-tickets/${encodeURIComponent(id)}?key=${encodeURIComponent(key)}`,
    {},
    { signIn: 'optional' },
  );
