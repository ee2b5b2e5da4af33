/**
 * Exact centring of decimal text. Values typed into a data file or read from Excel arrive as decimal text; a value such
 * as 1000000000000.4 has no exact double, so analysing the doubles loses digits before any arithmetic starts (NIST
 * SmLs07–09). Subtracting a decimal reference from the text first, in integer arithmetic, leaves small deviations that
 * doubles hold exactly or nearly so. Every variance-based statistic is invariant under that shift.
 */

const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/;

interface ScaledDecimal {
  /** The value times 10^scale, exactly. */
  units: bigint;
  scale: number;
}

const DECIMAL_TEXT = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

/** Whether a (trimmed) text is a decimal number: sign, digits with an optional point, optional exponent. */
export function isDecimalText(text: string): boolean {
  return DECIMAL_TEXT.test(text);
}

/** Parses decimal text exactly; undefined when it is not a finite decimal number. */
export function parseDecimal(text: string): ScaledDecimal | undefined {
  const match = DECIMAL.exec(text.trim());
  if (!match) return undefined;
  const [, sign = '', whole = '', fraction = '', exponentText] = match;
  if (whole === '' && fraction === '') return undefined;
  const exponent = exponentText === undefined ? 0 : Number(exponentText);
  let digits = `${whole}${fraction}`.replace(/^0+(?=\d)/, '');
  let scale = fraction.length - exponent;
  if (scale < 0) {
    digits += '0'.repeat(-scale);
    scale = 0;
  }
  const units = BigInt(digits === '' ? '0' : digits);
  return { units: sign === '-' ? -units : units, scale };
}

/** Decimal values shifted by an exact reference: value_i = reference + deviations[i], the deviations rounded once. */
export interface CentredDecimals {
  /** The reference, as the nearest double (add it back to means; variances do not need it). */
  reference: number;
  deviations: Float64Array;
}

/**
 * Centres decimal texts on their mean rounded to the texts' common number of decimals. Throws a RangeError naming the
 * first index that is not a decimal number.
 */
export function centreDecimals(texts: readonly string[]): CentredDecimals {
  const parsed = texts.map((text, index) => {
    const value = parseDecimal(text);
    if (!value) throw new RangeError(`not a decimal number at index ${index}: ${text}`);
    return value;
  });
  const scale = parsed.reduce((largest, value) => Math.max(largest, value.scale), 0);
  const units = parsed.map((value) => value.units * 10n ** BigInt(scale - value.scale));
  const total = units.reduce((a, b) => a + b, 0n);
  const count = BigInt(Math.max(units.length, 1));
  const reference = roundedDivision(total, count);
  const divisor = 10 ** scale;
  const deviations = Float64Array.from(units, (value) => Number(value - reference) / divisor);
  return { reference: Number(reference) / divisor, deviations };
}

function roundedDivision(numerator: bigint, denominator: bigint): bigint {
  const quotient = numerator / denominator;
  const remainder = numerator - quotient * denominator;
  const twice = 2n * (remainder < 0n ? -remainder : remainder);
  if (twice < denominator) return quotient;
  return numerator < 0n ? quotient - 1n : quotient + 1n;
}
