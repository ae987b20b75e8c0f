import type { StateProgram } from '../state-rule';

/** The programs list's entry for a state's income tax, id `<st>-income-tax`. */
export function incomeTaxProgram(state: string, label: string): StateProgram {
  return { id: `${state}-income-tax`, kind: 'income-tax', label };
}
