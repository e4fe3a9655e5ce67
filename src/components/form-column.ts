/** A form's column on a wide screen: fields a line of text long, not the page's whole width. */
export const FORM_COLUMN = { maxWidth: '40rem' } as const;
