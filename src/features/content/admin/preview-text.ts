import { CONTENT_PREVIEW_LENGTH } from '../../../config/constants';

/** An article's text cut to the spec's 100 characters, with an ellipsis when it was cut. */
export function previewText(text: string, length = CONTENT_PREVIEW_LENGTH): string {
  return text.length > length ? `${text.slice(0, length)}…` : text;
}
