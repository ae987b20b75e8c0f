import type {
  DEDUCTION_TYPES,
  FILING_STATUSES,
  HSA_COVERAGES,
  PAY_FREQUENCIES,
  RULE_SET_IDS,
} from './constants';
import type { Role } from './permissions';
import type { ClientStatus } from './schemas/clients';
import type { InvoiceStatus } from './schemas/invoices';

/**
 * What a person reads for each code the API speaks (issue 27, item 7): screens, PDFs and CSVs show
 * these labels, never `super_admin`, `married-joint`, `official-2025` or `pending_approval`. One
 * map per code set; type-only imports keep zod out of the browser's first chunk.
 */
export const PAY_FREQUENCY_LABELS: Record<(typeof PAY_FREQUENCIES)[number], string> = {
  weekly: 'Weekly',
  'bi-weekly': 'Bi-weekly',
  'semi-monthly': 'Semi-monthly',
  monthly: 'Monthly',
};

/** Form W-4 (2025) Step 1(c) wording, in sentence case. */
export const FILING_STATUS_LABELS: Record<(typeof FILING_STATUSES)[number], string> = {
  single: 'Single',
  'married-joint': 'Married filing jointly',
  'married-separate': 'Married filing separately',
  'head-of-household': 'Head of household',
};

export const RULE_SET_LABELS: Record<(typeof RULE_SET_IDS)[number], string> = {
  'official-2025': 'Official 2025',
  'spec-simplified-2025': 'Spec-simplified 2025',
};

/** What each rule set computes from, beside its label where a person chooses one. */
export const RULE_SET_DESCRIPTIONS: Record<(typeof RULE_SET_IDS)[number], string> = {
  'official-2025': 'IRS Pub 15-T Worksheet 1A, EDD Method B, NYS-50-T-NYS',
  'spec-simplified-2025': "The product spec's section 9 model",
};

export const ROLE_LABELS: Record<Role, string> = {
  client: 'Client',
  admin: 'Admin',
  super_admin: 'Super Admin',
};

export const CLIENT_STATUS_LABELS: Record<ClientStatus, string> = {
  pending_approval: 'Pending Approval',
  approved: 'Approved',
  rejected: 'Rejected',
  active: 'Active',
  inactive: 'Inactive',
  suspended: 'Suspended',
};

export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = {
  draft: 'Draft',
  sent: 'Sent',
  paid: 'Paid',
  overdue: 'Overdue',
  cancelled: 'Cancelled',
};

export const APPROVAL_REQUEST_STATUS_LABELS: Record<'pending' | 'approved' | 'rejected', string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
};

/** Pay stub, trace and settings label of each deduction type (issue 29); the tax engine re-exports it. */
export const DEDUCTION_TYPE_LABELS: Readonly<Record<(typeof DEDUCTION_TYPES)[number], string>> = {
  'traditional-401k': 'Traditional 401(k)',
  'roth-401k': 'Roth 401(k)',
  'traditional-403b': 'Traditional 403(b)',
  'roth-403b': 'Roth 403(b)',
  'governmental-457b': 'Governmental 457(b)',
  'simple-ira': 'SIMPLE IRA',
  'section-125-medical': 'Medical premium (section 125)',
  'section-125-dental': 'Dental premium (section 125)',
  'section-125-vision': 'Vision premium (section 125)',
  hsa: 'Health savings account (HSA)',
  'health-fsa': 'Health flexible spending account',
  'dependent-care-fsa': 'Dependent care flexible spending account',
  'commuter-transit': 'Commuter transit',
  'commuter-parking': 'Commuter parking',
  'after-tax': 'After-tax deduction',
};

/** The HSA's coverage tier, in the words of 26 U.S.C. 223(b)(2). */
export const HSA_COVERAGE_LABELS: Readonly<Record<(typeof HSA_COVERAGES)[number], string>> = {
  'self-only': 'Self-only',
  family: 'Family',
};

/**
 * The label of `code` in `labels`; a code the map does not know yet (a newer server) still reads
 * as words: "pending_approval" → "Pending approval".
 */
export function toLabel(labels: Readonly<Record<string, string>>, code: string): string {
  const label = labels[code];
  if (label !== undefined) return label;
  const words = code.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
