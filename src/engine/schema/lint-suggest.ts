// "Did you mean …": the closest allowed name to a misspelt one, so a lint message can name the fix.

/** Edit distance counting a swap of two neighbouring letters as one edit (lsit → list). */
export const editDistance = (a: string, b: string): number => {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
      }
    }
  }
  return d[a.length][b.length];
};

/**
 * The candidate closest to `name`, if close enough to be a likely typo: a different case only, or
 * at most a third of the name's letters (at least 1, at most 3) edited.
 *
 * @example closest('Inptu', ['Input', 'Select']) // 'Input'
 */
export const closest = (name: string, candidates: readonly string[]): string | undefined => {
  const lower = name.toLowerCase();
  const limit = Math.min(3, Math.max(1, Math.floor(name.length / 3)));
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const c of candidates) {
    if (c === name) continue;
    const distance = c.toLowerCase() === lower ? 0 : editDistance(lower, c.toLowerCase());
    if (distance <= limit && distance < bestDistance) {
      best = c;
      bestDistance = distance;
    }
  }
  return best;
};

/** `，是否想写 "X"？` when a close candidate exists, else ''. */
export const didYouMean = (name: string, candidates: readonly string[]): string => {
  const c = closest(name, candidates);
  return c === undefined ? '' : `，是否想写 "${c}"？`;
};
