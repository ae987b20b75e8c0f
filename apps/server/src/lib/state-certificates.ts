import {
  checkStateCertificate,
  normalizeStateCertificate,
  toEngineCertificate,
  type CertificateValues,
  type CertificateWireValues,
  type FindCertificateFields,
} from '@paylab/shared';
import { findStateRule } from '@paylab/tax-engine';

/** The certificate fields of a work state, from the state registry; none for a state without rules. */
export const findCertificateFields: FindCertificateFields = (state) =>
  findStateRule(state)?.certificate.fields;

/** A request schema's refinement holding `stateCertificate` to the chosen state's fields. */
export const refineStateCertificate = checkStateCertificate(findCertificateFields);

/** The same for a certificate record's `values` (POST /api/state-certificates). */
export const refineCertificateValues = checkStateCertificate(findCertificateFields, 'values');

/** A checked certificate as a certificate record keeps it: money normalised to "12.50". */
export function toStoredStateCertificate(
  state: string,
  certificate: Record<string, unknown>,
): CertificateWireValues {
  return normalizeStateCertificate(findCertificateFields(state) ?? [], certificate);
}

/** A certificate as the API holds it, for the tax engine: money in cents. */
export function toEngineStateCertificate(
  state: string,
  certificate: CertificateWireValues,
): CertificateValues {
  return toEngineCertificate(findCertificateFields(state) ?? [], certificate);
}
