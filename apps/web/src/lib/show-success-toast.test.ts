import { afterEach, describe, expect, it, vi } from 'vitest';
import { showSuccessToast } from './show-success-toast';

const { toast } = vi.hoisted(() => ({ toast: vi.fn() }));
vi.mock('../components/ui/toast', () => ({ toast }));

afterEach(() => toast.mockReset());

describe('showSuccessToast', () => {
  it('shows the title and what it was done to', () => {
    showSuccessToast('Invoice created successfully', 'INV-0001');
    expect(toast).toHaveBeenCalledWith({
      title: 'Invoice created successfully',
      description: 'INV-0001',
      variant: 'success',
    });
  });

  it('shows the title alone without a description', () => {
    showSuccessToast('Employee deleted successfully');
    expect(toast).toHaveBeenCalledWith({
      title: 'Employee deleted successfully',
      variant: 'success',
    });
  });
});
