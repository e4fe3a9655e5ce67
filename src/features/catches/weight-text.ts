/**
 * A catch's weight, the one formatter of the public and admin screens: "12 lbs 4 oz",
 * "1 lb 0 oz", or "Not Provided" when neither pounds nor ounces were given (docs/product-spec.md §5).
 */
export function weightText(lbs?: number, oz?: number): string {
  if (lbs === undefined && oz === undefined) return 'Not Provided';
  const pounds = lbs ?? 0;
  const ounces = oz ?? 0;
  return `${pounds} ${pounds === 1 ? 'lb' : 'lbs'} ${ounces} oz`;
}
