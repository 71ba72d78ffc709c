import { z } from 'zod';

/**
 * Reading REST answers strictly where the gateway needs a value and tolerantly where the spec leaves the shape
 * open. Lists may come bare or in a DRF pagination envelope (`{count, next, previous, results}`), and they are
 * validated item by item: one broken item is dropped and logged instead of failing the whole answer.
 */

/** Drop reasons of the answer being parsed; set only for the duration of one synchronous `parseAnswer`. */
let dropped: string[] | null = null;

const describe = (error: z.ZodError) => error.issues.map((i) => `${i.path.join('.') || '(item)'}: ${i.message}`).join('; ');

/** A list of `item`, bare or in a DRF envelope; items that fail `item` are left out (and reported by `parseAnswer`). */
export function lenientList<T extends z.ZodType>(item: T) {
  return z
    .union([z.array(z.unknown()), z.object({ results: z.array(z.unknown()) }).transform((page) => page.results)])
    .transform((values) => {
      const kept: z.output<T>[] = [];
      values.forEach((value, index) => {
        const parsed = item.safeParse(value);
        if (parsed.success) kept.push(parsed.data);
        else dropped?.push(`[${index}] ${describe(parsed.error)}`);
      });
      return kept;
    });
}

export type Parsed<T> = { success: true; data: T; dropped: string[] } | { success: false; issues: string };

/** Validates an answer; `dropped` lists the list items left out on the way. */
export function parseAnswer<S extends z.ZodType>(schema: S, body: unknown): Parsed<z.output<S>> {
  dropped = [];
  try {
    const parsed = schema.safeParse(body);
    return parsed.success ? { success: true, data: parsed.data, dropped } : { success: false, issues: describe(parsed.error) };
  } finally {
    dropped = null;
  }
}

/** An id the API may send as a number or a string. */
export const restId = z.union([z.number(), z.string()]).transform(String);
