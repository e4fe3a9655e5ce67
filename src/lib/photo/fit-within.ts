/** The size of a width x height image scaled down (never up) so its long edge is at most maxEdge. */
export function fitWithin(
  width: number,
  height: number,
  maxEdge: number,
): { width: number; height: number } {
  return fitInBox(width, height, maxEdge, maxEdge);
}

/** The size of a width x height image scaled down (never up) to fit a maxWidth x maxHeight box. */
export function fitInBox(
  width: number,
  height: number,
  maxWidth: number,
  maxHeight: number,
): { width: number; height: number } {
  const scale = Math.min(1, maxWidth / width, maxHeight / height);
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}
