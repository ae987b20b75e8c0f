import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { parseMoney } from '@paylab/shared/money';
import {
  buildTaxRequest,
  createDefaultValues,
  type CalculatorValues,
} from '../lib/build-tax-request';
import { calculateBothRuleSets } from '../lib/calculate-both-rule-sets';
import { ResultsComparison } from './results-comparison';

function renderResults(overrides: Partial<CalculatorValues>) {
  const built = buildTaxRequest({ ...createDefaultValues('2025-06-13'), ...overrides });
  const outcome = calculateBothRuleSets(built.request, '0.0340');
  if (!outcome.isOk) throw new Error(outcome.message);
  render(
    <ResultsComparison
      results={outcome.results}
      wages={parseMoney(built.request.grossPay as string)}
      companyRuleSet="official-2025"
    />,
  );
}

const rowKeys = () =>
  [...document.querySelectorAll('tr[data-row], tr[data-group]')].map(
    (row) => row.getAttribute('data-row') ?? `# ${row.getAttribute('data-group')}`,
  );

/** The withheld taxes' rows, in the order the table lists them. */
const TAX_ROW_KEYS = [
  'federalIncomeTax',
  'additionalWithholding',
  'socialSecurityTax',
  'medicareTax',
  'additionalMedicareTax',
  'stateIncomeTax',
  'stateDisabilityTax',
  'statePaidFamilyLeave',
  'stateOtherTaxes',
];

describe('ResultsComparison', () => {
  it('lists the taxes alone, without groups or bases, when there is no deduction', () => {
    renderResults({});
    expect(rowKeys()).toEqual([
      'wages',
      ...TAX_ROW_KEYS,
      'totalDeductions',
      'netPay',
      'employer.socialSecurityTax',
      'employer.medicareTax',
      'employer.futaTax',
      'employer.sutaTax',
      'employerCost',
    ]);
  });

  it('puts pre-tax lines, each base, the taxes and after-tax lines in the order they apply', () => {
    renderResults({
      deductionRows: [
        { id: 1, type: 'after-tax', amount: '20' },
        { id: 2, type: 'traditional-401k', amount: '100' },
        { id: 3, type: 'hsa', amount: '100' },
      ],
      ytdDeductions: { hsa: '4250' },
    });
    expect(rowKeys().slice(0, 20)).toEqual([
      'wages',
      '# Pre-tax deductions',
      'deductions.1',
      'deductions.2',
      '# Taxable wages',
      'taxableWages.federalIncomeTax',
      'taxableWages.socialSecurity',
      'taxableWages.medicare',
      'taxableWages.futa',
      'taxableWages.state',
      '# Taxes withheld',
      ...TAX_ROW_KEYS,
    ]);
    expect(rowKeys().slice(20, 24)).toEqual([
      '# After-tax deductions',
      'deductions.0',
      'totalDeductions',
      'netPay',
    ]);
    // 25.00 x 80 = 2,000.00; the 401(k) 100.00 and the HSA 50.00 leave box 1 at 1,850.00, and the
    // HSA alone leaves box 3 at 1,950.00. Rev. Proc. 2024-25: 4,300 self-only less 4,250 = 50.00.
    const cells = (row: string) =>
      [...document.querySelectorAll(`tr[data-row="${row}"] td[data-rule-set]`)].map(
        (cell) => cell.textContent,
      );
    expect(cells('taxableWages.federalIncomeTax')).toEqual(['$1,850.00', '$1,850.00']);
    expect(cells('taxableWages.socialSecurity')).toEqual(['$1,950.00', '$1,950.00']);
    expect(cells('deductions.2')).toEqual(['$50.00', '$50.00']);
    expect(screen.getByText('Elected $100.00, cut to its limit')).toBeTruthy();
  });
});
