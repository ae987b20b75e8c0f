import type { BenefitPlanInput } from '@paylab/shared';
import type { BenefitPlanFormFields } from './benefit-plan-form';

/** A 401(k) matching 100% of the first 3% of pay and 50% of the next 2%, as the form holds it. */
export const ACME_401K_FIELDS: BenefitPlanFormFields = {
  name: 'Acme 401(k)',
  type: 'traditional-401k',
  employerMatch: [
    { payRate: '3', matchRate: '100' },
    { payRate: '2', matchRate: '50' },
  ],
  employerNonElectiveRate: '',
  employerAmountPerPeriod: '',
  isActive: true,
};

/** The same plan as the API takes it: each percent a rate, each blank share null. */
export const ACME_401K_REQUEST: BenefitPlanInput = {
  name: 'Acme 401(k)',
  type: 'traditional-401k',
  employerMatch: [
    { payRate: '0.0300', matchRate: '1.0000' },
    { payRate: '0.0200', matchRate: '0.5000' },
  ],
  employerNonElectiveRate: null,
  employerAmountPerPeriod: null,
  isActive: true,
};
