import { toast } from '../components/ui/toast';
import { getErrorMessage } from './api-client';

/** A failed request's toast: the server's own message when it sent one, else `fallback`. */
export function showErrorToast(
  title: string,
  error: unknown,
  fallback = 'Please try again.',
): void {
  toast({ title, description: getErrorMessage(error, fallback), variant: 'destructive' });
}
