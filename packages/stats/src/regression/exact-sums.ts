/**
 * Exact sums of decimal text for the line through the origin: Σx, Σy, Σx², Σxy and Σy² in integer arithmetic, so the
 * uncentred sums of squares (NIST NoInt1/NoInt2) carry no rounding before the final divisions.
 */
import { parseDecimal } from '../core/decimal';
import { StatsError } from '../core/errors';

/** A paired decimal sample as integers: value_i = units_i / 10^scale. */
export interface DecimalColumn {
  units: bigint[];
  scale: number;
  /** The values as the nearest doubles, for per-point work. */
  values: Float64Array;
}

/** Parses decimal texts to a common scale; StatsError('notNumeric', { variable, index }) names the first bad one. */
export function decimalColumn(texts: readonly string[], variable: string): DecimalColumn {
  const parsed = texts.map((text, index) => {
    const value = parseDecimal(text);
    if (!value) throw new StatsError('notNumeric', { variable, index: index + 1 });
    return value;
  });
  const scale = parsed.reduce((largest, value) => Math.max(largest, value.scale), 0);
  const units = parsed.map((value) => value.units * 10n ** BigInt(scale - value.scale));
  const values = Float64Array.from(texts, (text) => Number(text.trim()));
  return { units, scale, values };
}

/** The exact paired sums of two decimal columns; Σx² has scale 2·sx, Σxy sx + sy, Σy² 2·sy. */
export interface ExactPairedSums {
  n: bigint;
  sumX: bigint;
  sumY: bigint;
  sumXX: bigint;
  sumXY: bigint;
  sumYY: bigint;
  /** 10^sx and 10^sy. */
  unitX: bigint;
  unitY: bigint;
}

/** Sums the products of two decimal columns of equal length in integers, exactly. */
export function exactPairedSums(x: DecimalColumn, y: DecimalColumn): ExactPairedSums {
  let sumX = 0n;
  let sumY = 0n;
  let sumXX = 0n;
  let sumXY = 0n;
  let sumYY = 0n;
  for (let i = 0; i < x.units.length; i++) {
    const a = x.units[i] as bigint;
    const b = y.units[i] as bigint;
    sumX += a;
    sumY += b;
    sumXX += a * a;
    sumXY += a * b;
    sumYY += b * b;
  }
  const n = BigInt(x.units.length);
  return { n, sumX, sumY, sumXX, sumXY, sumYY, unitX: 10n ** BigInt(x.scale), unitY: 10n ** BigInt(y.scale) };
}

/** numerator/denominator rounded to a double (within about one unit in the last place), for any size of integers. */
export function ratioToNumber(numerator: bigint, denominator: bigint): number {
  if (denominator === 0n) return numerator === 0n ? Number.NaN : numerator > 0n ? Infinity : -Infinity;
  if (numerator === 0n) return 0;
  const negative = numerator < 0n !== denominator < 0n;
  const [a, shiftA] = leadingBits(numerator < 0n ? -numerator : numerator);
  const [b, shiftB] = leadingBits(denominator < 0n ? -denominator : denominator);
  const magnitude = (a / b) * 2 ** (shiftA - shiftB);
  return negative ? -magnitude : magnitude;
}

/** The leading 64 bits of a positive integer as a double, and the shift: value ≈ bits·2^shift. */
function leadingBits(value: bigint): [number, number] {
  const shift = Math.max(0, value.toString(2).length - 64);
  return [Number(value >> BigInt(shift)), shift];
}
