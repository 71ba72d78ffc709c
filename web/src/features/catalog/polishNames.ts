/**
 * Polish names of regions and languages. Nearly every product here is for the Polish market with a Polish
 * description, so those two names are built in: the first Intl.DisplayNames loads its locale's data, tens of ms of
 * a phone's main thread while the card starts. Any other code asks Intl, made on first use.
 */
const BUILT_IN_NAMES = { region: { PL: 'Polska' }, language: { pl: 'polski' } } as const;
const displayNames: Partial<Record<keyof typeof BUILT_IN_NAMES, Intl.DisplayNames>> = {};

export function polishName(type: keyof typeof BUILT_IN_NAMES, code: string | null | undefined): string {
  if (!code) return '–';
  const builtIn = (BUILT_IN_NAMES[type] as Record<string, string>)[code];
  if (builtIn) return builtIn;
  try {
    return (displayNames[type] ??= new Intl.DisplayNames(['pl'], { type })).of(code) ?? code;
  } catch {
    return code;
  }
}
