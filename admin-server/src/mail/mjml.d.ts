/** The part of mjml 5's API used here (the package ships no types; 5's mjml2html is async). */
declare module 'mjml' {
  interface MjmlResult {
    html: string;
    errors: { formattedMessage: string }[];
  }
  export default function mjml2html(
    input: string,
    options?: { validationLevel?: 'strict' | 'soft' | 'skip' },
  ): Promise<MjmlResult>;
}
