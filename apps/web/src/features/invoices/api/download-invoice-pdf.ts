import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/api-client';
import { getInvoicesPath, type InvoiceScope } from './invoice-scope';

export function useDownloadInvoicePdf(scope: InvoiceScope) {
  return useMutation({
    mutationFn: ({ id, invoiceNumber }: { id: string; invoiceNumber: string }) =>
      downloadFile(
        `${getInvoicesPath(scope)}/${id}/pdf`,
        `invoice-${invoiceNumber.replace(/[^A-Za-z0-9._-]/g, '-')}.pdf`,
      ),
  });
}
