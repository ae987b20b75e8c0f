import type { DatabaseOrTransaction } from '@paylab/db';
import { AppError, type W2Form } from '@paylab/shared';
import { selectW2Rows, toW2Wire, type W2RowWithEmployee } from './w2-records';

/** The year's W-2s in employee-code order ([] before any are generated). */
export async function listW2Forms(
  db: DatabaseOrTransaction,
  { taxYear }: { taxYear: number },
): Promise<W2Form[]> {
  return (await selectW2Rows(db, taxYear)).map(toW2Wire);
}

export async function getW2Form(
  db: DatabaseOrTransaction,
  { id }: { id: string },
): Promise<W2RowWithEmployee> {
  const [row] = await selectW2Rows(db, 0, id);
  if (!row) throw new AppError('NOT_FOUND', 'W-2 form not found');
  return row;
}
