/** Whole pence as the club writes prices: "£45" or "£7.50". */
export function poundsText(pence: number): string {
  const pounds = pence / 100;
  return Number.isInteger(pounds) ? `£${pounds}` : `£${pounds.toFixed(2)}`;
}
