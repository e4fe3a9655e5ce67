/**
 * The failure sentence's action read from a dialog title or button label: "Add Contact" gives
 * "add the contact" ("Could not add the contact."). A screen names its own when the label does
 * not read that way ("New Article" publishes, "Save" alone names nothing).
 */
export function failureActionOf(label: string): string {
  const [verb = '', ...noun] = label.toLowerCase().split(' ');
  return noun.length ? `${verb} the ${noun.join(' ')}` : verb;
}
