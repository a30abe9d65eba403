/**
 * Top-k selection with a binary min-heap: O(n log k) over a ranking instead of sorting all n.
 * Ties go to the lower index (the earlier row), so rankings are deterministic.
 */
export class TopK {
  private readonly index: Int32Array;
  private readonly score: Float64Array;
  private size = 0;

  constructor(private readonly k: number) {
    this.index = new Int32Array(Math.max(k, 1));
    this.score = new Float64Array(Math.max(k, 1));
  }

  /** a ranks below b: lower score, or equal score and later row. */
  private below(a: number, b: number) {
    const sa = this.score[a]!;
    const sb = this.score[b]!;
    return sa < sb || (sa === sb && this.index[a]! > this.index[b]!);
  }

  push(index: number, score: number) {
    if (this.k <= 0) return;
    if (this.size < this.k) {
      this.index[this.size] = index;
      this.score[this.size] = score;
      this.up(this.size++);
      return;
    }
    // Worse than the weakest kept (the root): skip.
    const rootScore = this.score[0]!;
    if (score < rootScore || (score === rootScore && index > this.index[0]!)) return;
    this.index[0] = index;
    this.score[0] = score;
    this.down(0);
  }

  private swap(a: number, b: number) {
    const i = this.index[a]!;
    const s = this.score[a]!;
    this.index[a] = this.index[b]!;
    this.score[a] = this.score[b]!;
    this.index[b] = i;
    this.score[b] = s;
  }

  private up(n: number) {
    while (n > 0) {
      const parent = (n - 1) >> 1;
      if (!this.below(n, parent)) break;
      this.swap(n, parent);
      n = parent;
    }
  }

  private down(n: number) {
    for (;;) {
      const l = 2 * n + 1;
      const r = l + 1;
      let min = n;
      if (l < this.size && this.below(l, min)) min = l;
      if (r < this.size && this.below(r, min)) min = r;
      if (min === n) return;
      this.swap(n, min);
      n = min;
    }
  }

  /** Best first. */
  sorted(): { index: number; score: number }[] {
    const out: { index: number; score: number }[] = [];
    for (let n = 0; n < this.size; n++) out.push({ index: this.index[n]!, score: this.score[n]! });
    return out.sort((a, b) => b.score - a.score || a.index - b.index);
  }
}
