/**
 * Human-readable file sizes (SPEC §9: from Bytes to YB on base 1024).
 */
import { FILE_SIZE_BASE, FILE_SIZE_UNITS } from '../constants/limits.ts';

/**
 * `bytes` as a size in the largest unit that keeps the number at least 1, using the units of
 * SPEC §9 (`Bytes`, `KB`, ... `YB`, each 1024 times the one before).
 *
 * Rounding: whole bytes in `Bytes` (`'0 Bytes'`, `'1 Bytes'`, `'1023 Bytes'`); larger units are
 * rounded half-up to `decimals` places (default 1) and a trailing `.0` is dropped (`'1 KB'`,
 * `'1.5 KB'`). A value that rounds up to 1024 moves to the next unit (`'1 MB'`, never
 * `'1024 KB'`); beyond YB the number keeps growing in YB.
 * @throws RangeError when `bytes` is negative or not a finite number.
 */
export function formatFileSize(bytes: number, decimals = 1): string {
  if (!Number.isFinite(bytes) || bytes < 0) {
    throw new RangeError(`File size must be a finite number of bytes >= 0, got ${bytes}`);
  }
  const last = FILE_SIZE_UNITS.length - 1;
  let unit = 0;
  let value = bytes;
  while (value >= FILE_SIZE_BASE && unit < last) {
    value /= FILE_SIZE_BASE;
    unit += 1;
  }
  let rounded = roundTo(value, unit === 0 ? 0 : decimals);
  if (rounded >= FILE_SIZE_BASE && unit < last) {
    unit += 1;
    rounded = roundTo(rounded / FILE_SIZE_BASE, decimals);
  }
  return `${rounded} ${FILE_SIZE_UNITS[unit]}`;
}

function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}
