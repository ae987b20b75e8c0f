/** Constants the browser needs without loading the zod schemas (keeps the first screen small). */
export const MIN_PASSWORD_LENGTH = 6;
/** Spec section 5 (user creation), word for word; Register has its own 'Weak Password' text. */
export const PASSWORD_TOO_SHORT_MESSAGE = 'Password must be at least 6 characters';
