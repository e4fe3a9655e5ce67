/**
 * Title case as the member types (spec section 5): the first letter of each word upper case, the
 * rest lower case. Spaces are kept as typed, so a trailing space while typing survives.
 */
export function titleCase(value: string): string {
  return value.toLowerCase().replace(/(^|\s)(\S)/gu, (_, space: string, letter: string) => {
    return space + letter.toUpperCase();
  });
}
