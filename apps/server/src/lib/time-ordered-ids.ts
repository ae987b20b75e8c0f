import { randomBytes } from 'node:crypto';

/**
 * `count` new UUIDs of version 7 (RFC 9562, section 5.7), in increasing order: the time in
 * milliseconds, 42 random bits shared by the batch, then a 32-bit counter (the RFC's "fixed
 * bit-length dedicated counter", section 6.2). Rows keyed by them land where an index keeps its
 * newest keys, one page after another, where random (version 4) ids land on any page of it.
 */
export function createTimeOrderedIds(count: number, now = Date.now()): string[] {
  const time = now.toString(16).padStart(12, '0');
  const random = randomBytes(6).toString('hex');
  // The variant (binary 10) takes the two high bits of the fourth group's first digit.
  const variant = ((parseInt(random[3]!, 16) & 0b11) | 0b1000).toString(16);
  const prefix = `${time.slice(0, 8)}-${time.slice(8)}-7${random.slice(0, 3)}-${variant}${random.slice(4, 7)}-${random.slice(7, 11)}`;
  return Array.from(
    { length: count },
    (_, index) => `${prefix}${index.toString(16).padStart(8, '0')}`,
  );
}
