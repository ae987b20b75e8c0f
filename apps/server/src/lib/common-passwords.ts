import { dictionary } from '@zxcvbn-ts/language-common';
import { AppError, COMMON_PASSWORD_MESSAGE } from '@paylab/shared';

/**
 * The passwords attackers try first: zxcvbn-ts's common list (@zxcvbn-ts/language-common 4.1.3,
 * `passwords-common`, about 49,000 leaked passwords ranked by frequency), well past the 10,000 that
 * issue 26, item 3 asks for. Compared without letter case, as guessing tools vary it.
 */
let commonPasswords: ReadonlySet<string> | undefined;

export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(dictionary['passwords-common'].map((entry) => entry.toLowerCase()));
  return commonPasswords.has(password.toLowerCase());
}

/** Refuses a common password being chosen, naming the field it came in. */
export function assertUncommonPassword(password: string, field: string): void {
  if (isCommonPassword(password)) throw AppError.field(field, COMMON_PASSWORD_MESSAGE);
}
