import { toast } from '../components/ui/toast';

/** A done request's toast: what was done, and to what where it helps to say. */
export function showSuccessToast(title: string, description?: string): void {
  toast(
    description === undefined
      ? { title, variant: 'success' }
      : { title, description, variant: 'success' },
  );
}
