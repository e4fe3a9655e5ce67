import { utc } from '@date-fns/utc';
import { format } from 'date-fns';

/** dd/mm/yyyy in the viewer's time zone (articles' created dates, the rules' "Updated" text). */
export function formatDay(date: Date): string {
  return format(date, 'dd/MM/yyyy');
}

/**
 * dd/mm/yyyy in UTC: match dates are stored as UTC midnights (docs/product-spec.md §9, "UTC on the match
 * list"), so they read the same day wherever the page is opened.
 */
export function formatUtcDay(date: Date): string {
  return format(date, 'dd/MM/yyyy', { in: utc });
}
