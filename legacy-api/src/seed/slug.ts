/** A URL-safe ASCII slug of a Polish company or brand name, without legal-form abbreviations (sp. z o.o., s.a., …). */
export const slugify = (text: string): string =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ł/g, 'l')
    .replace(/\b(sp|z|o|s|a|j|k)\b\.?/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
