/**
 * A day ticket's own link (`/day-tickets/{id}?key=…`) kept in this tab while its buyer pays on
 * Stripe's page: Stripe sends them back to /day-tickets/paid, which has no key, and no email
 * carries the ticket, so without this the buyer had paid and had no ticket to show. Kept in
 * sessionStorage (this tab only, gone when it closes), like the forms' drafts.
 */
const KEY = 'pac-day-ticket-paying';

export function keepTicketWhilePaying(ticketId: string, key: string) {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ ticketId, key }));
  } catch {
    // Storage refused (private mode): the page back from Stripe says so.
  }
}

/** The address of the ticket being paid for in this tab, if any. */
export function ticketBeingPaid(): string | null {
  try {
    const kept = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as {
      ticketId?: unknown;
      key?: unknown;
    } | null;
    if (typeof kept?.ticketId !== 'string' || typeof kept.key !== 'string') return null;
    return `/day-tickets/${encodeURIComponent(kept.ticketId)}?key=${encodeURIComponent(kept.key)}`;
  } catch {
    return null;
  }
}
