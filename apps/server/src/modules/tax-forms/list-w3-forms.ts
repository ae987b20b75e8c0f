import type { DatabaseOrTransaction } from '@paylab/db';
import type { W3Form } from '@paylab/shared';
import { loadW3 } from './w2-records';

/** Zero or one W-3 for the year (api-conventions: per-year form reads answer bare arrays). */
export async function listW3Forms(
  db: DatabaseOrTransaction,
  { taxYear }: { taxYear: number },
): Promise<W3Form[]> {
  const loaded = await loadW3(db, taxYear);
  return loaded ? [loaded.wire] : [];
}
