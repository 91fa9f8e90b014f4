// The pieces every part of `npm run bench` reports with: a target row of the summary table and
// the markdown tables under it.

export interface Target {
  part: string;
  what: string;
  value: string;
  target: string;
  /** undefined: not measured in this run. */
  met?: boolean;
}

export const ms = (n: number) => `${Math.round(n)} ms`;

export const table = (head: string[], rows: string[][]) =>
  [`| ${head.join(' | ')} |`, `| ${head.map(() => '---').join(' | ')} |`]
    .concat(rows.map((r) => `| ${r.join(' | ')} |`))
    .join('\n');
