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
      'A Common Carp that heavy is not plausible: the limit is 75 lb. Please check the weight.',
    );
  });

  it('refuses a 10 lb roach and an unlisted fish over the general cap', () => {
    expect(submitCatchSchema.safeParse(form('Roach', '10')).success).toBe(false);
    expect(submitCatchSchema.safeParse(form('Sturgeon', '41')).success).toBe(false);
  });

  it('accepts a 40 lb carp, a catfish at the form limit, and no weight at all', () => {
    expect(submitCatchSchema.safeParse(form('Mirror Carp', '40')).success).toBe(true);
    expect(submitCatchSchema.safeParse(form('Catfish', '100', '15')).success).toBe(true);
    expect(submitCatchSchema.safeParse(form('Bream', '')).success).toBe(true);
  });
});
