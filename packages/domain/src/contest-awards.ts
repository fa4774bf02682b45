/**
 * The award of a place in a contest's final ranking: the contest's prizes are listed best first and go to
 * place 1, places 2–3, places 4–10 and every other ranked entry (the contests result page's rule), so a
 * contest with fewer prize rows gives nothing to the places past them.
 */
export function awardIndexOf(place: number): number {
  if (place <= 1) return 0;
  if (place <= 3) return 1;
  if (place <= 10) return 2;
  return 3;
}

export function awardOf(prizes: readonly { title: string }[], place: number): string {
  return prizes[awardIndexOf(place)]?.title ?? '';
}
