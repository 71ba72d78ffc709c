/** A yes-or-no value as a table shows it. */
export const yesNo = (value: boolean) => (value ? 'Tak' : 'Nie');

/** Cuts a text to `max` characters and marks the cut with an ellipsis. */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

/*
 * Numbers and dates are formatted by hand, not with Intl: the first Intl formatter of a page loads its locale's and
 * time zone's data, 40–130 ms of a phone's main thread (measured at 4× CPU), paid by every page that shows a number
 * or a date as it starts.
 */

/**
 * Polish number with space-separated thousands, also for 4-digit numbers (pl-PL groups only from 5 digits by
 * default); rounded to a whole number. The separator is a no-break space, so the number never wraps.
 */
export function formatNumber(value: number): string {
  return String(Math.round(value)).replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');
}

/** An amount in złoty with its grosze, e.g. '24 600,00 zł'. */
export function formatMoney(value: number): string {
  const [whole, grosze] = value.toFixed(2).split('.');
  return `${formatNumber(Number(whole))},${grosze}\u00a0zł`;
}

const HOUR = 3_600_000;

/** 01:00 UTC on the last Sunday of `month` (0-based) of `year`: when Poland's clocks change (the EU rule). */
function lastSundayAtOneUtc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0, 1));
  return lastDay.getTime() - lastDay.getUTCDay() * 24 * HOUR;
}

/** Poland's offset from UTC at `time`: CEST (+2) from the last Sunday of March to the last Sunday of October, else CET (+1). */
function polishOffset(time: number): number {
  const year = new Date(time).getUTCFullYear();
  return time >= lastSundayAtOneUtc(year, 2) && time < lastSundayAtOneUtc(year, 9) ? 2 * HOUR : HOUR;
}

/** The moment as Poland's clock shows it, read through the UTC getters; null for no or invalid date. */
function inPolandOf(iso: string | null | undefined): Date | null {
  const time = iso ? new Date(iso).getTime() : NaN;
  return Number.isNaN(time) ? null : new Date(time + polishOffset(time));
}

/**
 * dd.MM.yyyy in the Polish style, the day as in Poland: the gateway draws some pages on a server whose clock may be
 * UTC, and the browser must draw the same day on hydration. '–' for no or invalid date.
 */
export function formatDate(iso: string | null | undefined): string {
  const inPoland = inPolandOf(iso);
  if (!inPoland) return '–';
  const dd = String(inPoland.getUTCDate()).padStart(2, '0');
  const mm = String(inPoland.getUTCMonth() + 1).padStart(2, '0');
  return `${dd}.${mm}.${inPoland.getUTCFullYear()}`;
}

/** H:mm as the clock shows it in Poland (see formatDate); '' for no or invalid date. */
export function formatTime(iso: string): string {
  const inPoland = inPolandOf(iso);
  if (!inPoland) return '';
  return `${inPoland.getUTCHours()}:${String(inPoland.getUTCMinutes()).padStart(2, '0')}`;
}

/** 'dd.MM.yyyy o H:mm', a moment in Poland: when a limit resets, say. */
export const formatMoment = (iso: string): string => `${formatDate(iso)} o ${formatTime(iso)}`;
