import { describe, expect, it } from 'vitest';
import { submitCatchSchema } from './submit-catch-schema';

const picture = new File(['x'], 'fish.jpg', { type: 'image/jpeg' });
const form = (fishType: string, fishLbs: string, fishOz = '') => ({
  memberName: 'Ann Lee',
  catchLocation: 'Weston',
  fishType,
  fishLbs,
  fishOz,
  picture,
});

describe('submitCatchSchema: plausible weights (config/species-weights.ts)', () => {
  it('refuses a Common Carp of 100 lbs 15 oz with a sentence under Lbs', () => {
    const result = submitCatchSchema.safeParse(form('Common Carp', '100', '15'));
    expect(result.success).toBe(false);
    const issue = result.error!.issues.find((i) => i.path[0] === 'fishLbs');
    expect(issue?.message).toBe(
      'A Common Carp that heavy is not plausible: the limit is 74 lb 13 oz. Please check the weight.',
    );
  });

  it('refuses a 10 lb roach, a 75 lb carp (record 68 lb 1 oz) and an unlisted fish over the general cap', () => {
    expect(submitCatchSchema.safeParse(form('Roach', '10')).success).toBe(false);
    expect(submitCatchSchema.safeParse(form('Common Carp', '75')).success).toBe(false);
    expect(submitCatchSchema.safeParse(form('Sturgeon', '41')).success).toBe(false);
  });

  it('stores a listed species as the list spells it, and any other fish as "Other: …" (issue 32)', () => {
    expect(submitCatchSchema.parse(form('  mirror   CARP', '')).fishType).toBe('Mirror Carp');
    expect(submitCatchSchema.parse(form('Carpp', '')).fishType).toBe('Other: Carpp');
  });

  it('accepts a 40 lb carp, a catfish at the form limit, and no weight at all', () => {
    expect(submitCatchSchema.safeParse(form('Mirror Carp', '40')).success).toBe(true);
    expect(submitCatchSchema.safeParse(form('Wels Catfish', '100', '15')).success).toBe(true);
    expect(submitCatchSchema.safeParse(form('Bream', '')).success).toBe(true);
  });
});
