import { storage } from '../platform/storage';

/**
 * A stored (or query) value worth applying: spec §5 ignores empty values and the texts
 * 'undefined' and 'null', which older clients wrote when a field was missing.
 */
export function meaningful(value: string | null | undefined): string | undefined {
  if (value === null || value === undefined) return undefined;
  const trimmed = value.trim();
  if (trimmed === '' || trimmed === 'undefined' || trimmed === 'null') return undefined;
  return trimmed;
}

/** Reads a stored value, or undefined when it is not meaningful. */
export function readStored(key: string): string | undefined {
  return meaningful(storage.getItem(key));
}

/** A meaningful value read as a finite number. */
export function toNumber(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  return Number.isFinite(n) ? n : undefined;
}
