import { z } from 'zod';

/** A chosen file that is an image (spec section 5: pictures must be image files). */
export const imageFileSchema = z
  .instanceof(File, { message: 'Choose a picture.' })
  .refine((file) => file.type.startsWith('image/'), 'The picture must be an image file.');
