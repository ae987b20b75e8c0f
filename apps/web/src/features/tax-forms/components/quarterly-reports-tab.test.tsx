import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubFetch } from '../../../test/render';
import { QuarterlyReportsTab } from './quarterly-reports-tab';

afterEach(() => vi.unstubAllGlobals());

describe('QuarterlyReportsTab', () => {
  it('reads "No report filed" for each quarter of a year without payroll (spec section 2)', async () => {
    // No 941s for the year, and no Form 940 either.
    const fetchMock = stubFetch((url) => (url.includes('/api/form-940/') ? null : []));
    renderWithProviders(<QuarterlyReportsTab year={2026} canFile={false} />);
    for (const quarter of [1, 2, 3, 4])
      expect((await screen.findByTestId(`quarter-${quarter}`)).textContent).toContain(
        'No report filed',
      );
    expect(fetchMock).toHaveBeenCalledWith('/api/quarterly-tax/year/2026', expect.anything());
  });
});
