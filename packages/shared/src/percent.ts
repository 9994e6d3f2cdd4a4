// Percentages typed by people ("8.25") and the basis points the platform stores (825): no floating point.

const PERCENT = /^(\d{1,3})(?:\.(\d{0,2}))?$/;

/** "8.25" -> 825, "10" -> 1000, "0.5" -> 50; null when it is not a percentage with at most two decimals. */
export function percentToBasisPoints(input: string): number | null {
  const match = PERCENT.exec(input.trim().replace(/%$/, '').trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** 825 -> "8.25", 1000 -> "10", 50 -> "0.5": the shortest exact text of a basis-point rate. */
export function basisPointsToPercent(basisPoints: number): string {
  const whole = Math.trunc(basisPoints / 100);
  const fraction = String(basisPoints % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}
