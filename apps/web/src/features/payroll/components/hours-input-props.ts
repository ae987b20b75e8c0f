import { MAX_PERIOD_HOURS } from '@paylab/shared';

/** What an hours input accepts: quarter hours from 0 up to the limit the server checks (hoursSchema). */
export const HOURS_INPUT_PROPS = {
  type: 'number',
  step: '0.25',
  min: '0',
  max: String(MAX_PERIOD_HOURS),
} as const;
