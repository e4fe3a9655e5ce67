/** The pictures a stored version shows: its fields that hold download URLs of images. */
export function picturesOf(version: Record<string, unknown> | null | undefined): string[] {
  return Object.values(version ?? {}).filter(
    (value): value is string =>
      typeof value === 'string' && /^https?:\/\/[^ ]+\/v0\/b\/[^/]+\/o\/[^ ]+$/.test(value),
  );
}
