import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DetailItem } from './detail-item';

describe('DetailItem', () => {
  it('writes its label as the term and its children as the value, each styled where it belongs', () => {
    render(
      <dl>
        <DetailItem
          label="Balance Due"
          itemClassName="col-span-2"
          className="tabular-nums"
          data-testid="balance"
        >
          $120.00
        </DetailItem>
      </dl>,
    );
    const value = screen.getByTestId('balance');
    expect(value.tagName).toBe('DD');
    expect(value.className).toBe('tabular-nums');
    expect(value.textContent).toBe('$120.00');
    const term = value.previousElementSibling!;
    expect(term.tagName).toBe('DT');
    expect(term.textContent).toBe('Balance Due');
    expect(value.parentElement!.className).toBe('col-span-2');
  });
});
