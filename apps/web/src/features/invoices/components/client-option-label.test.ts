import { describe, expect, it } from 'vitest';
import { toClientOptionLabel } from './client-option-label';

const option = { id: 'c1', clientId: 'CL-0002', companyName: 'NewCo', paymentTerms: 30 };

describe('toClientOptionLabel', () => {
  it('names the company and its code', () => {
    expect(toClientOptionLabel({ ...option, status: 'active' })).toBe('NewCo (CL-0002)');
  });

  it('marks a client still awaiting approval', () => {
    expect(toClientOptionLabel({ ...option, status: 'pending_approval' })).toBe(
      'NewCo (CL-0002) · pending approval',
    );
  });
});
