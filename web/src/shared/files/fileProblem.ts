import { messages } from 'schema/validation';

/** A refusal of a `/files` route: a member of GraphQL's `Problem` interface as JSON (decision 011). */
export interface FileProblem {
  __typename: string;
  code?: string;
  message: string;
  field?: string[] | null;
  problems?: { field?: string[] | null; message: string }[];
}

/**
 * Reads a `/files` route's failure: a problem member, or a top-level error `{errors: [{message}]}` as GraphQL
 * answers the unexpected; anything else (a proxy's HTML page) is the generic message.
 */
export function fileProblemOf(body: unknown, fallback: string = messages.generic): FileProblem {
  if (body && typeof body === 'object') {
    const b = body as Record<string, unknown>;
    if (typeof b.__typename === 'string' && typeof b.message === 'string') return b as unknown as FileProblem;
    const first = Array.isArray(b.errors) ? (b.errors[0] as { message?: unknown } | undefined) : undefined;
    if (typeof first?.message === 'string') return { __typename: 'UnexpectedError', message: fallback };
  }
  return { __typename: 'UnexpectedError', message: fallback };
}
