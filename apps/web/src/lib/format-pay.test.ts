import { describe, expect, it } from 'vitest';
import { formatHourlyRate, formatPayAmount, formatPayType, formatRegularRate } from './format-pay';

const salaried = {
  payType: 'salaried' as const,
  annualSalary: '95000.00',
  hourlyRate: null,
  overtimeExempt: false,
  payFrequency: 'bi-weekly',
};
const hourly = {
  payType: 'hourly' as const,
  annualSalary: null,
  hourlyRate: '18.1250',
  overtimeExempt: true,
  payFrequency: 'weekly',
};

describe('format-pay', () => {
  it('shows the amount each pay type is paid by', () => {
    expect(formatPayAmount(salaried)).toBe('$95,000.00/yr');
    expect(formatPayAmount(hourly)).toBe('$18.125/hr');
    expect(formatHourlyRate('1250.5000')).toBe('$1,250.50');
  });

  it('says the pay type and the overtime status in words', () => {
    expect(formatPayType(salaried)).toBe('Salaried, non-exempt');
    expect(formatPayType(hourly)).toBe('Hourly, exempt');
  });

  it('gives the regular rate the server pays overtime by', () => {
    // 95,000 / 2,080 = 45.673077 → $45.6731 under both rule sets for bi-weekly (26 x 80 = 2,080).
    expect(formatRegularRate(salaried, 'official-2025')).toBe('$45.6731');
    expect(formatRegularRate(salaried, 'spec-simplified-2025')).toBe('$45.6731');
    // Semi-monthly 72,000: official 72,000 / 2,080 = 34.615385 → $34.6154 (29 CFR 778.113);
    // the spec's 72,000 / (24 x 40) = 75.0000.
    const semiMonthly = { ...salaried, annualSalary: '72000.00', payFrequency: 'semi-monthly' };
    expect(formatRegularRate(semiMonthly, 'official-2025')).toBe('$34.6154');
    expect(formatRegularRate(semiMonthly, 'spec-simplified-2025')).toBe('$75.0000');
    expect(formatRegularRate(hourly, 'official-2025')).toBe('$18.125');
  });
});
