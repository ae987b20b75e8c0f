import { US_STATES } from '@paylab/shared';

/** Every work state as a select option, 'California (CA)'. */
export const US_STATE_OPTIONS = US_STATES.map(([code, name]) => ({
  value: code,
  label: `${name} (${code})`,
}));
