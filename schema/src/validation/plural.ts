/** Polish has three forms after a number; CLDR's rules (Intl) pick them: 1, 2–4 (not 12–14), and the rest. */
let rules: Intl.PluralRules | undefined;

/** The form of a word after `n`: `{ one: 'produkt', few: 'produkty', many: 'produktów' }`. */
export function plural(n: number, forms: { one: string; few: string; many: string }): string {
  rules ??= new Intl.PluralRules('pl');
  const category = rules.select(n);
  return category === 'one' ? forms.one : category === 'few' ? forms.few : forms.many;
}
