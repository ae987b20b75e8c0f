import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { toLocalDateString } from '@paylab/shared';
import { PayrollCalendarContext, useWorkingToday } from './use-working-today';

describe('useWorkingToday', () => {
  it('is the viewer’s today without a practice year', () => {
    const { result } = renderHook(() => useWorkingToday());
    expect(result.current).toBe(toLocalDateString());
  });

  it('is the same day of the practice year', () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <PayrollCalendarContext.Provider value="practice-2025">
        {children}
      </PayrollCalendarContext.Provider>
    );
    const { result } = renderHook(() => useWorkingToday(), { wrapper });
    expect(result.current).toBe(`2025${toLocalDateString().slice(4)}`.replace(/-02-29$/, '-02-28'));
  });
});
