import { z } from './zod';

/** Admin pictures must stay under storage.rules' `isImageUnder(10)`: 10 MB. */
export const MAX_IMAGE_MB = 10;

/**
 * An image field's value while the chosen picture goes through the picture pipeline
 * (src/lib/photo/prepare-picture.ts): the form cannot be saved until it is ready, so a quick Save
 * never keeps the old picture or uploads the camera's file.
 */
export class PreparingPicture {
  readonly preparing = true;
}

export const PREPARING_MESSAGE = 'The picture is still being prepared. Wait a moment.';

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

/** A prepared picture under the size limit; "Choose a picture." when none is. */
export const imageFileSchema = z
  .custom<File>((value) => !(value instanceof PreparingPicture), PREPARING_MESSAGE)
  .pipe(z.instanceof(File, { message: 'Choose a picture.' }))
  .superRefine((file, ctx) => {
    const problem = imageFileProblem(file);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
