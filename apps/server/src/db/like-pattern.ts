/** Escapes % and _ (and the escape character) for a LIKE / ILIKE pattern. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
