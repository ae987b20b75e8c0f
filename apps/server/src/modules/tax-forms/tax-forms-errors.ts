import { AppError } from '@paylab/shared';
import { TaxEngineInputError } from '@paylab/tax-engine';

/** Runs a form builder; an input the engine refuses becomes a 400 naming the field, never a 500. */
export function runFormBuilder<T>(build: () => T): T {
  try {
    return build();
  } catch (error) {
    if (error instanceof TaxEngineInputError)
      throw AppError.field(error.field === 'taxYear' ? 'year' : error.field, error.message);
    throw error;
  }
}
