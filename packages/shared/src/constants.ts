/** Constants the browser needs without loading the zod schemas (keeps the first screen small). */
export const MIN_PASSWORD_LENGTH = 6;
