import { z } from '../../lib/zod';

/** Whole pence as pounds for a form or a list: 1250 → "12.50". */
export function poundsText(pence: number): string {
  return (pence / 100).toFixed(2);
}

/** "£12.50" */
export function formatPounds(pence: number): string {
  return `£${poundsText(pence)}`;
}

/**
 * A price typed in pounds ("12", "12.5", "£12.50") as whole pence: the amount is kept in pence,
 * Stripe's unit, so no sum ever meets a rounding error.
 */
export function poundsSchema(message: string, maxPounds = 1000) {
  return z
    .string()
    .trim()
    .transform((text) => text.replace(/^£/, ''))
    .refine((text) => /^\d{1,5}(\.\d{1,2})?$/.test(text), message)
    .transform((text) => Math.round(Number(text) * 100))
    .refine((pence) => pence <= maxPounds * 100, `At most £${maxPounds}.`);
}
