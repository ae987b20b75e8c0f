/**
 * A client with the required fields only, for tests where the contact is beside the point. The
 * email is made from the company name, so two clients of one test do not share it.
 */
export function makeClientInput(
  companyName: string,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  const slug = companyName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return {
    companyName,
    contactFirstName: 'Pat',
    contactLastName: 'Client',
    email: `billing@${slug}.example.com`,
    ...overrides,
  };
}
