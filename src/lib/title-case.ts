/**
 * Title case as the user types (docs/product-spec.md §5): the first letter of each word upper-case, the rest
 * lower-case. Spaces are kept as typed, so the caret does not jump while editing.
 */
export function titleCase(value: string): string {
  return value.toLowerCase().replace(/(^|\s)(\p{L})/gu, (_match, space: string, letter: string) => {
    return space + letter.toUpperCase();
  });
}
