/** "Offline: shown as last updated 23 Nov 2026, 14:05.": the offline notice's sentence. */
export function lastUpdatedText(updatedAt: number): string {
  const when = new Date(updatedAt).toLocaleString('en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return `You are offline. This page was last updated ${when}.`;
}
