/** "12 lbs 4 oz", or "Not Provided" when neither is given (spec section 5). */
export function catchWeight(fishLbs?: number, fishOz?: number): string {
  const parts = [
    fishLbs !== undefined ? `${fishLbs} lbs` : '',
    fishOz !== undefined ? `${fishOz} oz` : '',
  ].filter(Boolean);
  return parts.length ? parts.join(' ') : 'Not Provided';
}
