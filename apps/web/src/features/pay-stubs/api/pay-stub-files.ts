import { downloadFile, toApiError } from '../../../lib/api-client';

/** Downloads the stub as the server names it: paystub-{employeeId}-{periodEnd}.html or .pdf. */
export function downloadPayStub(
  recordId: string,
  format: 'html' | 'pdf',
  fallbackName: string,
): Promise<string> {
  return downloadFile(`/api/pay-stubs/${recordId}/${format}`, fallbackName);
}

export async function fetchPayStubHtml(recordId: string): Promise<string> {
  const response = await fetch(`/api/pay-stubs/${recordId}/html`, { credentials: 'include' });
  if (!response.ok) throw await toApiError(response);
  return response.text();
}

/**
 * Prints the stub from a hidden frame holding the same self-contained HTML as the download, so the
 * printout and the file are identical and the app's own page is not printed.
 */
export async function printPayStub(recordId: string): Promise<void> {
  const html = await fetchPayStubHtml(recordId);
  document.querySelector('[data-testid="pay-stub-print-frame"]')?.remove();
  const frame = document.createElement('iframe');
  frame.title = 'Pay stub for printing';
  frame.setAttribute('aria-hidden', 'true');
  frame.setAttribute('data-testid', 'pay-stub-print-frame');
  frame.style.position = 'fixed';
  frame.style.width = '0';
  frame.style.height = '0';
  frame.style.border = '0';
  frame.style.right = '0';
  frame.style.bottom = '0';
  await new Promise<void>((resolve) => {
    frame.onload = () => resolve();
    frame.srcdoc = html;
    document.body.append(frame);
  });
  const view = frame.contentWindow;
  // Kept a while after the dialog closes (some browsers print asynchronously); the next print replaces it.
  setTimeout(() => frame.remove(), 60_000);
  view?.focus();
  view?.print();
}
