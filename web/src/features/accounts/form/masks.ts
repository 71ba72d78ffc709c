/**
 * The input masks of spec §9, applied as the person types or pastes: the phone as `+48 000-000-000` (a Polish
 * mobile number: `+48` is given, nine digits follow) and the postal code as `00-000`.
 */

const digits = (value: string) => value.replace(/\D/g, '');

/** `600700800`, `+48600700800` or `48 600 700 800` → `+48 600-700-800`; partial input stays partial. */
export function maskPhone(value: string): string {
  let rest = digits(value);
  // A pasted or typed country code is the prefix, not the first digits of the number.
  if (value.trim().startsWith('+') || rest.length > 9) rest = rest.startsWith('48') ? rest.slice(2) : rest;
  rest = rest.slice(0, 9);
  const groups = [rest.slice(0, 3), rest.slice(3, 6), rest.slice(6, 9)].filter(Boolean);
  return `+48 ${groups.join('-')}`.trimEnd();
}

/** `62200` → `62-200`. */
export function maskPostalCode(value: string): string {
  const rest = digits(value).slice(0, 5);
  return rest.length > 2 ? `${rest.slice(0, 2)}-${rest.slice(2)}` : rest;
}
