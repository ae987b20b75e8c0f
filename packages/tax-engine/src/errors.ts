/**
 * The one error the engine throws for bad input. `field` names the input property (dotted for
 * nested ones, e.g. `w4.dependentsAmount`) so the API can answer 400 with `fields[field]`.
 */
export class TaxEngineInputError extends Error {
  readonly field: string;

  constructor(field: string, message: string) {
    super(message);
    this.name = 'TaxEngineInputError';
    this.field = field;
  }
}
