import { formatDate, type PayStub } from '@paylab/shared';
import {
  formatStubMoney,
  listPeriodFacts,
  toAmountCells,
  toEarningsCells,
} from './format-stub-values';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** A table row: what the line is, then its figures, aligned as numbers. */
function tableRow([label = '', ...figures]: string[]): string {
  const cells = figures.map((figure) => `<td class="num">${escapeHtml(figure)}</td>`).join('');
  return `<tr><td>${escapeHtml(label)}</td>${cells}</tr>`;
}

function amountRows(lines: PayStub['deductions']): string {
  return lines.map((line) => tableRow(toAmountCells(line))).join('');
}

/** A group of benefit lines under its own heading row inside the deductions table; none, nothing. */
function groupRows(title: string, lines: PayStub['deductions']): string {
  if (lines.length === 0) return '';
  return `\n  <tbody><tr class="group"><th colspan="3">${escapeHtml(title)}</th></tr>${amountRows(lines)}</tbody>`;
}

/**
 * The pay stub as one self-contained HTML page (inline styles, no scripts), for download and for
 * printing: company, employee, period, hours and rates, earnings, every deduction with current and
 * year-to-date amounts (taxes, pre-tax and after-tax benefit deductions), employer taxes and
 * contributions, and net pay.
 */
export function renderPayStubHtml(stub: PayStub): string {
  const { record, company, employee, totals } = stub;
  const name = `${employee.firstName} ${employee.lastName}`;
  const earningsRows = stub.earnings.map((line) => tableRow(toEarningsCells(line))).join('');
  const periodFacts = listPeriodFacts(stub)
    .map(([label, value]) => `      <dt>${label}</dt><dd>${escapeHtml(value)}</dd>`)
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Pay Stub - ${escapeHtml(name)} - ${formatDate(record.payPeriodEnd)}</title>
<style>
  body { font-family: system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif; color: #0f172a; margin: 32px; font-size: 14px; }
  h1 { font-size: 20px; margin: 0; }
  h2 { font-size: 15px; margin: 24px 0 8px; border-bottom: 2px solid #1d4ed8; padding-bottom: 4px; }
  .header { display: flex; justify-content: space-between; gap: 24px; flex-wrap: wrap; }
  .muted { color: #475569; }
  .address { white-space: pre-line; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 4px 16px; margin: 0; }
  dt { color: #475569; }
  dd { margin: 0; }
  table { width: 100%; border-collapse: collapse; }
  th, td { text-align: left; padding: 6px 8px; border-bottom: 1px solid #cbd5e1; }
  th { color: #475569; font-weight: 600; }
  .num { text-align: right; font-variant-numeric: tabular-nums; }
  tfoot td { font-weight: 700; border-top: 2px solid #0f172a; }
  tr.group th { color: #0f172a; padding-top: 12px; }
  .net { margin-top: 24px; padding: 12px 16px; background: #e0e7ff; border-radius: 8px; display: flex; justify-content: space-between; font-size: 18px; font-weight: 700; }
  .note { margin-top: 24px; font-size: 12px; color: #475569; }
  @media print { body { margin: 0; } .net { background: none; border: 2px solid #0f172a; } }
</style>
</head>
<body>
<div class="header">
  <div>
    <h1>${escapeHtml(company.companyName)}</h1>
    <div class="muted address">${escapeHtml(company.companyAddress)}</div>
    <div class="muted">EIN ${escapeHtml(company.ein)}</div>
  </div>
  <div>
    <h1>Pay Stub</h1>
    <dl>
${periodFacts}
    </dl>
  </div>
</div>
<h2>Employee</h2>
<dl>
  <dt>Name</dt><dd>${escapeHtml(name)}</dd>
  <dt>Employee ID</dt><dd>${escapeHtml(employee.employeeId)}</dd>
  <dt>Department</dt><dd>${escapeHtml(employee.department)}</dd>
  <dt>Position</dt><dd>${escapeHtml(employee.position ?? '-')}</dd>
  <dt>Work state</dt><dd>${escapeHtml(employee.state)}</dd>
</dl>
<h2>Earnings</h2>
<table>
  <thead><tr><th>Description</th><th class="num">Hours</th><th class="num">Rate</th><th class="num">Current</th><th class="num">Year to date</th></tr></thead>
  <tbody>${earningsRows}</tbody>
  <tfoot><tr><td>${totals.earnings.label}</td><td></td><td></td><td class="num">${formatStubMoney(totals.earnings.current)}</td><td class="num">${formatStubMoney(totals.earnings.yearToDate)}</td></tr></tfoot>
</table>
<h2>Taxes and deductions</h2>
<table>
  <thead><tr><th>Description</th><th class="num">Current</th><th class="num">Year to date</th></tr></thead>
  <tbody>${amountRows(stub.deductions)}</tbody>${groupRows('Pre-tax deductions', stub.preTaxDeductions)}${groupRows('After-tax deductions', stub.afterTaxDeductions)}
  <tfoot>${tableRow(toAmountCells(totals.deductions))}</tfoot>
</table>
<div class="net"><span>Net pay</span><span>${formatStubMoney(totals.netPay.current)}</span></div>
<p class="muted">Net pay year to date: ${formatStubMoney(totals.netPay.yearToDate)}</p>
<h2>Employer taxes (not deducted from pay)</h2>
<table>
  <thead><tr><th>Description</th><th class="num">Current</th><th class="num">Year to date</th></tr></thead>
  <tbody>${amountRows(stub.employerTaxes)}</tbody>
</table>${
    stub.employerContributions.length
      ? `
<h2>Employer contributions (not deducted from pay)</h2>
<table>
  <thead><tr><th>Plan</th><th class="num">Current</th><th class="num">Year to date</th></tr></thead>
  <tbody>${amountRows(stub.employerContributions)}</tbody>
</table>`
      : ''
  }
<p class="note">Rule set: ${escapeHtml(record.ruleSet)}. Year-to-date amounts cover ${record.payDate.slice(0, 4)} pay dates through this stub. For educational purposes only; not tax advice.</p>
</body>
</html>
`;
}
