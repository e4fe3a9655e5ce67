/**
 * The club's waters, as the site names them (CATCH_LOCATIONS in src/config/constants.ts; the
 * server keeps its own copy, test/constants-agree.test.ts checks they agree). A member's permit is
 * good for all of them; a day ticket for one.
 */
export const WATERS = ['Weston', 'Warrens Green', 'Clay End'] as const;

export const isWater = (value: string): boolean => (WATERS as readonly string[]).includes(value);
