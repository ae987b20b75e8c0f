/**
 * How the API document states the bounds of an amount (issue 26, item 10). Amounts travel as
 * decimal text, and JSON Schema's minimum and maximum apply to numbers only, so the bounds go into
 * the text's pattern: it admits exactly the amounts the field's checks take, leading zeros
 * included, and a description says them in words.
 */
export interface AmountBounds {
  /** The largest amount in the smallest unit the decimals allow: cents, or ten-thousandths for a rate. */
  maxUnits: number;
  decimals: 2 | 4;
  /** Zero is refused too (a salary, a quantity, a payment). */
  isPositive?: boolean;
}

/**
 * A regular expression source for the whole numbers 0 to `limit` written without leading zeros:
 * every shorter number, then digit by digit the numbers below `limit`, then `limit` itself.
 */
function matchWholeNumbersTo(limit: string, isInclusive: boolean): string {
  const length = limit.length;
  if (isInclusive && /^9+$/.test(limit)) return `\\d{1,${length}}`;
  const branches = ['0'];
  if (length >= 2) branches.push(`[1-9]\\d{0,${length - 2}}`);
  for (let index = 0; index < length; index += 1) {
    const digit = Number(limit[index]);
    const lowest = index === 0 ? 1 : 0;
    if (digit <= lowest) continue;
    const rest = length - index - 1;
    branches.push(`${limit.slice(0, index)}[${lowest}-${digit - 1}]${rest ? `\\d{${rest}}` : ''}`);
  }
  if (isInclusive) branches.push(limit);
  return `(?:${branches.join('|')})`;
}

/** The pattern of the decimal texts from 0 (or above 0) to `maxUnits`, with at most `decimals`. */
export function toAmountPattern({ maxUnits, decimals, isPositive = false }: AmountBounds): string {
  const scale = 10 ** decimals;
  const whole = String(Math.floor(maxUnits / scale));
  const fraction = maxUnits % scale;
  const anyFraction = `(?:\\.\\d{1,${decimals}})?`;
  let amount: string;
  if (fraction === scale - 1) {
    amount = `${matchWholeNumbersTo(whole, true)}${anyFraction}`;
  } else if (fraction === 0) {
    amount = `(?:${matchWholeNumbersTo(whole, false)}${anyFraction}|${whole}(?:\\.0{1,${decimals}})?)`;
  } else {
    throw new RangeError(`toAmountPattern: a limit ends in .00 or .99, not ${maxUnits}`);
  }
  const notZero = isPositive ? '(?!0*(?:\\.0+)?$)' : '';
  return `^${notZero}0*${amount}$`;
}

function formatUnits(units: number, decimals: number): string {
  const scale = 10 ** decimals;
  const whole = Math.floor(units / scale).toLocaleString('en-US');
  return `${whole}.${String(units % scale).padStart(decimals, '0')}`;
}

/** The JSON Schema metadata of an amount field: its exact pattern and its bounds in words. */
export function describeAmount(
  bounds: AmountBounds,
  noun = bounds.decimals === 4 ? 'A rate' : 'An amount',
): { pattern: string; description: string } {
  const lowest = bounds.isPositive
    ? formatUnits(1, bounds.decimals)
    : formatUnits(0, bounds.decimals);
  return {
    pattern: toAmountPattern(bounds),
    description: `${noun} from ${lowest} to ${formatUnits(bounds.maxUnits, bounds.decimals)} with at most ${bounds.decimals} decimals, as text ("${formatUnits(1234, bounds.decimals)}"); a JSON number is taken too`,
  };
}
