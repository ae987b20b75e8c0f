/**
 * Work states with their own rules in the official rule set: CA and NY compute withholding, TX and
 * FL have none to compute. Any other state is withheld at 0 with a "not modelled" warning. Kept in
 * step with the state coverage parameter by a test.
 */
export const MODELLED_STATES = ['CA', 'NY', 'TX', 'FL'] as const;
export type ModelledState = (typeof MODELLED_STATES)[number];
