import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pencil } from 'lucide-react';
import { describe, expect, it, vi } from 'vitest';
import { TooltipProvider } from './ui/tooltip';
import { IconButton } from './icon-button';

describe('IconButton', () => {
  it('is named by its label and shows its tooltip on focus', async () => {
    const onClick = vi.fn();
    render(
      <TooltipProvider>
        <IconButton tooltip="Edit" label="Edit Jane Doe" onClick={onClick}>
          <Pencil />
        </IconButton>
      </TooltipProvider>,
    );

    const button = screen.getByRole('button', { name: 'Edit Jane Doe' });
    await userEvent.tab();
    expect(document.activeElement).toBe(button);
    expect((await screen.findByRole('tooltip')).textContent).toBe('Edit');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('passes the button state through', () => {
    render(
      <TooltipProvider>
        <IconButton tooltip="Void" label="Void paycheck" className="text-danger" disabled>
          <Pencil />
        </IconButton>
      </TooltipProvider>,
    );

    const button = screen.getByRole('button', { name: 'Void paycheck' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(button.classList.contains('text-danger')).toBe(true);
  });
});
