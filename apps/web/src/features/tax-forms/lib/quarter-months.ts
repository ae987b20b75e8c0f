/** The months of each quarter, as the 941 cards name them. */
export const QUARTER_MONTHS = [
  'January – March',
  'April – June',
  'July – September',
  'October – December',
];
