import { describe, expect, test } from 'vitest';
import { FILING_STATUSES, PAY_FREQUENCIES, RULE_SET_IDS } from './constants';
import {
  APPROVAL_REQUEST_STATUS_LABELS,
  CLIENT_STATUS_LABELS,
  FILING_STATUS_LABELS,
  INVOICE_STATUS_LABELS,
  PAY_FREQUENCY_LABELS,
  ROLE_LABELS,
  RULE_SET_LABELS,
  toLabel,
} from './labels';
import { ROLES } from './permissions';
import { APPROVAL_REQUEST_STATUSES } from './schemas/admin';
import { CLIENT_STATUSES } from './schemas/clients';
import { INVOICE_STATUSES } from './schemas/invoices';

describe('labels of the API codes (issue 27, item 7)', () => {
  test.each([
    ['pay frequencies', PAY_FREQUENCIES, PAY_FREQUENCY_LABELS],
    ['filing statuses', FILING_STATUSES, FILING_STATUS_LABELS],
    ['rule sets', RULE_SET_IDS, RULE_SET_LABELS],
    ['roles', ROLES, ROLE_LABELS],
    ['client statuses', CLIENT_STATUSES, CLIENT_STATUS_LABELS],
    ['invoice statuses', INVOICE_STATUSES, INVOICE_STATUS_LABELS],
    ['approval request statuses', APPROVAL_REQUEST_STATUSES, APPROVAL_REQUEST_STATUS_LABELS],
  ] as const)('every one of the %s has a label that is not the code', (_name, codes, labels) => {
    expect(Object.keys(labels).sort()).toEqual([...codes].sort());
    for (const code of codes) {
      const label = (labels as Record<string, string>)[code]!;
      expect(label).not.toBe(code);
      expect(label).toMatch(/^[A-Z]/);
      expect(label).not.toMatch(/_/);
    }
  });

  test('the codes the issue names read as words', () => {
    expect(toLabel(ROLE_LABELS, 'super_admin')).toBe('Super Admin');
    expect(toLabel(FILING_STATUS_LABELS, 'married-joint')).toBe('Married filing jointly');
    expect(toLabel(RULE_SET_LABELS, 'official-2025')).toBe('Official 2025');
    expect(toLabel(CLIENT_STATUS_LABELS, 'pending_approval')).toBe('Pending Approval');
  });

  test('a code without a label yet still reads as words, never as the raw code', () => {
    expect(toLabel(CLIENT_STATUS_LABELS, 'on_hold')).toBe('On hold');
    expect(toLabel(PAY_FREQUENCY_LABELS, 'four-weekly')).toBe('Four weekly');
  });
});
