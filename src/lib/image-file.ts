import { z } from './zod';

/** Admin pictures must stay under storage.rules' `isImageUnder(10)`: 10 MB. */
export const MAX_IMAGE_MB = 10;

/**
 * An image field's value while the chosen picture goes through the picture pipeline
 * (src/lib/photo/prepare-picture.ts). A Save pressed meanwhile waits for it (`imageFileSchema`),
 * so a quick Save neither keeps the old picture, nor uploads the camera's file, nor is dropped.
 */
export class PreparingPicture {
  /** The prepared picture, or undefined when it could not be prepared (the field says why). */
  constructor(readonly ready: Promise<File | undefined>) {}
}

/**
 * The one check of a picture ready to store (type and size), with the one set of messages the
 * back office shows. Returns the sentence to show, or undefined when the file is fine.
 */
export function imageFileProblem(file: File): string | undefined {
  if (!file.type.startsWith('image/')) return 'The picture must be an image file (JPEG, PNG, …).';
  if (file.size >= MAX_IMAGE_MB * 1024 * 1024)
    return `The picture must be smaller than ${MAX_IMAGE_MB} MB.`;
  return undefined;
}

/**
 * A prepared picture under the size limit; "Choose a picture." when none is. A picture still
 * being prepared is waited for, so the form must be checked with `parseAsync` (zodResolver does).
 */
export const imageFileSchema = z
  .unknown()
  .transform(async (value) => (value instanceof PreparingPicture ? await value.ready : value))
  .pipe(z.instanceof(File, { message: 'Choose a picture.' }))
  .superRefine((file, ctx) => {
    const problem = imageFileProblem(file);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
