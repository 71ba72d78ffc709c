/** Cuts a text to `max` characters and marks the cut with an ellipsis. */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

// Made on first use: the first Polish Intl formatter loads the locale's data, a long task on a phone that every page
// would pay while the app starts, though most show no number until an answer arrives.
let numberFormat: Intl.NumberFormat | undefined;

/**
 * Polish number with space-separated thousands, also for 4-digit numbers (pl-PL groups only from 5 digits by
 * default). The separator is the no-break space Intl uses, so the number never wraps.
 */
export function formatNumber(value: number): string {
  numberFormat ??= new Intl.NumberFormat('pl-PL', { useGrouping: 'always', maximumFractionDigits: 0 });
  return numberFormat.format(value).replace(/[\u202f\u00a0 ]/g, '\u00a0');
}

/** dd.MM.yyyy in the Polish style; '–' for no or invalid date. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '–';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '–';
  const dd = String(date.getDate()).padStart(2, '0');
  const mm = String(date.getMonth() + 1).padStart(2, '0');
  return `${dd}.${mm}.${date.getFullYear()}`;
}
