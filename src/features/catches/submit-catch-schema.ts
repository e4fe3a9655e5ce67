import { z } from '../../lib/zod';
import { CATCH_LOCATIONS } from '../../config/constants';
import { implausibleWeightMessage, plausibleMaxOz, speciesOf } from '../../config/species-weights';

/** An optional whole number from 0 to `max`, typed as text; the rules allow the same range. */
function optionalWeight(unit: string, max: number) {
  return z
    .string()
    .trim()
    .refine(
      (value) => value === '' || (/^\d+$/.test(value) && Number(value) <= max),
      `${unit} must be a whole number from 0 to ${max}`,
    )
    .transform((value) => (value === '' ? undefined : Number(value)));
}

/** The Submit Catch form (docs/product-spec.md §5), with the limits firestore.rules enforce. */
export const submitCatchSchema = z
  .object({
    memberName: z.string().trim().min(1, 'Enter your name').max(80, 'Use at most 80 characters'),
    catchLocation: z.string().pipe(z.enum(CATCH_LOCATIONS, 'Choose where you caught it')),
    // A listed species as the list spells it, any other fish as "Other: {name}" (issue 32).
    fishType: z
      .string()
      .trim()
      .min(1, 'Enter the fish')
      .transform(speciesOf)
      .pipe(z.string().max(60, 'Use a shorter name')),
    fishLbs: optionalWeight('Lbs', 100),
    fishOz: optionalWeight('Oz', 15),
    picture: z
      .custom<File | null>()
      .refine((file) => file instanceof Blob, 'Choose a picture')
      // Phones often give HEIC photos no type: the content decides (src/lib/photo/inspect-photo.ts).
      .refine(
        (file) => !file || file.type === '' || file.type.startsWith('image/'),
        'The picture must be an image file',
      ),
  })
  // A weight the species cannot plausibly reach (config/species-weights.ts; the rules refuse it
  // too): said under the pounds, so the member checks the weight before sending.
  .superRefine((values, context) => {
    if (values.fishLbs === undefined && values.fishOz === undefined) return;
    const weightOz = (values.fishLbs ?? 0) * 16 + (values.fishOz ?? 0);
    if (weightOz > plausibleMaxOz(values.fishType)) {
      context.addIssue({
        code: 'custom',
        path: ['fishLbs'],
        message: implausibleWeightMessage(values.fishType),
      });
    }
  });

export type SubmitCatchFields = z.input<typeof submitCatchSchema>;
export type SubmitCatchValues = z.output<typeof submitCatchSchema>;
