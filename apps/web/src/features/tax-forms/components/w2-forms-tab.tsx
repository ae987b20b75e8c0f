import { FileText, RefreshCw } from 'lucide-react';
import { useDeferredValue } from 'react';
import type { CompanySettings, W2Form } from '@paylab/shared';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { CompactPager } from '../../../components/list-pager';
import { TextField } from '../../../components/text-field';
import { ActionsTh, Table, Td, Th } from '../../../components/ui/table';
import { useDialogTarget } from '../../../hooks/use-dialog-target';
import { useSearchAndPage } from '../../../hooks/use-paged-search';
import { formatTimestampDate } from '../../../lib/format';
import { useGenerateW2Forms, useW2Forms } from '../api/tax-form-queries';
import { TaxFormCard } from './tax-form-card';
import { DownloadButton } from './download-button';
import { W2FormView } from './w2-form-view';
import { showErrorToast } from '../../../lib/show-error-toast';
import { showSuccessToast } from '../../../lib/show-success-toast';
import { MoneyCell } from '../../../components/money-cell';

/** A year can hold thousands of W-2s: the table shows a page at a time. */
const PAGE_SIZE = 50;

export interface W2FormsTabProps {
  year: number;
  company: CompanySettings | undefined;
  canGenerate: boolean;
}

export function W2FormsTab({ year, company, canGenerate }: W2FormsTabProps) {
  const forms = useW2Forms(year);
  const generate = useGenerateW2Forms();
  const formDialog = useDialogTarget<W2Form>();
  const openForm = formDialog.target;
  const { search, setSearch, page, setPage } = useSearchAndPage(PAGE_SIZE);
  const needle = useDeferredValue(search.trim().toLowerCase());

  const onGenerate = () =>
    generate.mutate(year, {
      onSuccess: (result) =>
        showSuccessToast(
          'W2 forms generated successfully',
          result.formsGenerated === 0
            ? `No processed payroll was paid in ${year}, so there are no W-2s.`
            : `${result.formsGenerated} W-2 form${result.formsGenerated === 1 ? '' : 's'} for ${year}, with the W-3 totals.`,
        ),
      onError: (error) => showErrorToast('Failed to generate W2 forms', error),
    });

  const list = forms.data ?? [];
  const matching = needle
    ? list.filter((form) =>
        `${form.employeeName} ${form.employeeCode} ${form.controlNumber}`
          .toLowerCase()
          .includes(needle),
      )
    : list;
  const pageCount = Math.max(1, Math.ceil(matching.length / PAGE_SIZE));
  const currentPage = Math.min(page, pageCount);
  const visible = matching.slice((currentPage - 1) * PAGE_SIZE, currentPage * PAGE_SIZE);
  return (
    <>
      <TaxFormCard
        title={`W-2 Wage and Tax Statements, ${year}`}
        description={`One per employee paid in ${year}, from processed payroll by pay date. Generating again replaces the year’s forms.`}
        actions={
          <div className="flex flex-wrap gap-2">
            {canGenerate ? (
              <Button onClick={onGenerate} isPending={generate.isPending}>
                <RefreshCw
                  aria-hidden="true"
                  className={generate.isPending ? 'animate-spin' : undefined}
                />
                {generate.isPending
                  ? 'Generating...'
                  : list.length
                    ? `Regenerate W-2s for ${year}`
                    : `Generate W-2s for ${year}`}
              </Button>
            ) : null}
            {list.length ? (
              <DownloadButton url={`/api/w2/year/${year}/csv`} fileName={`w2-forms-${year}.csv`}>
                CSV
              </DownloadButton>
            ) : null}
          </div>
        }
        query={forms}
        skeletonClassName="h-40"
        errorMessage="Could not load the W-2 forms."
        isEmpty={(forms) => forms.length === 0}
        empty={
          <p className="rounded-md border border-dashed border-border p-6 text-center text-muted-foreground">
            No W-2 forms for {year} yet.{' '}
            {canGenerate ? 'Generate them from the year’s processed payroll.' : ''}
          </p>
        }
      >
        {() => (
          <>
            <div className="mb-3 flex flex-wrap items-end justify-between gap-3">
              <p className="text-sm text-muted-foreground">
                {list.length} form{list.length === 1 ? '' : 's'}, generated{' '}
                {formatTimestampDate(list[0]!.createdAt)}.
              </p>
              {list.length > PAGE_SIZE ? (
                <TextField
                  label="Find a W-2"
                  fieldClassName="w-64"
                  type="search"
                  placeholder="Name, employee ID or control number"
                  value={search}
                  onValueChange={setSearch}
                />
              ) : null}
            </div>
            <Table aria-label={`W-2 forms for ${year}`}>
              <thead>
                <tr>
                  <Th>Employee</Th>
                  <Th>Control number</Th>
                  <Th className="text-right">Box 1 Wages</Th>
                  <Th className="text-right">Box 2 Federal tax</Th>
                  <Th className="text-right">Box 3 SS wages</Th>
                  <Th className="text-right">Box 4 SS tax</Th>
                  <Th className="text-right">Box 5 Medicare wages</Th>
                  <Th className="text-right">Box 6 Medicare tax</Th>
                  <Th>State</Th>
                  <ActionsTh />
                </tr>
              </thead>
              <tbody>
                {visible.map((form) => (
                  <tr key={form.id}>
                    <Td>
                      <span className="font-medium">{form.employeeName}</span>
                      <span className="block text-xs text-muted-foreground">
                        {form.employeeCode}
                      </span>
                    </Td>
                    <Td className="whitespace-nowrap">{form.controlNumber}</Td>
                    <MoneyCell amount={form.wagesTipsCompensation} />
                    <MoneyCell amount={form.federalIncomeTaxWithheld} />
                    <MoneyCell amount={form.socialSecurityWages} />
                    <MoneyCell amount={form.socialSecurityTaxWithheld} />
                    <MoneyCell amount={form.medicareWagesAndTips} />
                    <MoneyCell amount={form.medicareTaxWithheld} />
                    <Td>{form.stateLines.map((line) => line.state).join(', ') || '—'}</Td>
                    <Td>
                      <div className="flex justify-end gap-1">
                        <Button
                          variant="outline"
                          size="sm"
                          onClick={() => formDialog.open(form)}
                          aria-label={`View W-2 of ${form.employeeName}`}
                        >
                          <FileText aria-hidden="true" /> View
                        </Button>
                        <DownloadButton
                          url={`/api/w2/${form.id}/pdf`}
                          fileName={`w2-${form.taxYear}-${form.employeeCode}.pdf`}
                          aria-label={`Download the W-2 PDF of ${form.employeeName}`}
                        >
                          PDF
                        </DownloadButton>
                      </div>
                    </Td>
                  </tr>
                ))}
              </tbody>
            </Table>
            {matching.length === 0 ? (
              <p className="p-4 text-center text-muted-foreground">No W-2 matches “{search}”.</p>
            ) : null}
            {pageCount > 1 ? (
              <CompactPager
                label="W-2 pages"
                className="mt-3"
                page={currentPage}
                pageCount={pageCount}
                onPageChange={setPage}
              >
                Page {currentPage} of {pageCount} · {matching.length} form
                {matching.length === 1 ? '' : 's'}
              </CompactPager>
            ) : null}
          </>
        )}
      </TaxFormCard>
      <Dialog open={formDialog.isOpen && openForm !== null} onOpenChange={formDialog.onOpenChange}>
        {openForm ? (
          <DialogContent
            title={`Form W-2 ${openForm.taxYear}: ${openForm.employeeName}`}
            description={`Control number ${openForm.controlNumber}`}
            className="max-w-4xl"
          >
            <W2FormView form={openForm} company={company} />
            <div className="mt-4 flex justify-end">
              <DownloadButton
                url={`/api/w2/${openForm.id}/pdf`}
                fileName={`w2-${openForm.taxYear}-${openForm.employeeCode}.pdf`}
                variant="default"
              >
                Download PDF
              </DownloadButton>
            </div>
          </DialogContent>
        ) : null}
      </Dialog>
    </>
  );
}
