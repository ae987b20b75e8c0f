/**
 * What an amount input accepts: a figure of zero or more to the cent (money, or an invoice
 * quantity), with the decimal keypad on a phone. The form's schema still checks what is typed.
 */
export const AMOUNT_INPUT_PROPS = {
  type: 'number',
  min: 0,
  step: '0.01',
  inputMode: 'decimal',
} as const;
