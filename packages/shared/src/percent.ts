// Percentages typed by people ("8.875") and the milli-percent the platform stores for sales tax (8875, i.e.
// thousandths of a percent, so rates such as New York City's 8.875% are exact): no floating point.

const PERCENT = /^(\d{1,3})(?:\.(\d{0,3}))?$/;

/** "8.875" -> 8875, "8.25" -> 8250, "10" -> 10000, "0.5" -> 500; null when it is not a percentage with at most three decimals. */
export function percentToMilliPercent(input: string): number | null {
  const match = PERCENT.exec(input.trim().replace(/%$/, '').trim());
  if (!match) return null;
  return Number(match[1]) * 1000 + Number((match[2] ?? '').padEnd(3, '0'));
}

/** 8875 -> "8.875", 8250 -> "8.25", 10000 -> "10", 500 -> "0.5": the shortest exact text of a milli-percent rate. */
export function milliPercentToPercent(milliPercent: number): string {
  const whole = Math.trunc(milliPercent / 1000);
  const fraction = String(milliPercent % 1000)
    .padStart(3, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}

const PERCENT_2 = /^(\d{1,3})(?:\.(\d{0,2}))?$/;

/** Commission rates (issue 15): "40" -> 4000, "12.5" -> 1250, "0.05" -> 5; null when not a percentage with at most two decimals. */
export function percentToBasisPoints(input: string): number | null {
  const match = PERCENT_2.exec(input.trim().replace(/%$/, '').trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** 4000 -> "40", 1250 -> "12.5", 5 -> "0.05": the shortest exact text of a basis-point rate. */
export const basisPointsToPercent = (basisPoints: number) => milliPercentToPercent(basisPoints * 10);
