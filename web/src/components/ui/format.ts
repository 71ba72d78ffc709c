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

let dateFormat: Intl.DateTimeFormat | undefined;

/**
 * dd.MM.yyyy in the Polish style, the day as in Poland: the gateway draws some pages on a server whose clock may be
 * UTC, and the browser must draw the same day on hydration. '–' for no or invalid date.
 */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '–';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '–';
  dateFormat ??= new Intl.DateTimeFormat('pl-PL', { timeZone: 'Europe/Warsaw', day: '2-digit', month: '2-digit', year: 'numeric' });
  return dateFormat.format(date);
}
