import type { FieldValues, Path, UseFormSetError, UseFormSetFocus } from 'react-hook-form';

/** A problem answer as the contract gives it: ValidationFailed lists one problem per field; others may name one. */
export interface ServerProblem {
  message: string;
  field?: readonly string[] | null;
  problems?: readonly { field?: readonly string[] | null; message: string }[];
}

/**
 * The form field a problem's path names. The path may start with the argument's name and end with a list index
 * (`['filter', 'gpc', '0']` names `gpc`), so the longest run of segments that is a field of the form wins.
 */
function fieldOf<T extends FieldValues>(path: readonly string[], fields: readonly Path<T>[]): Path<T> | undefined {
  for (let start = 0; start < path.length; start++) {
    for (let end = path.length; end > start; end--) {
      const name = fields.find((field) => field === path.slice(start, end).join('.'));
      if (name) return name;
    }
  }
  return undefined;
}

/**
 * Puts a problem answer onto react-hook-form: each message on the field its path names, focus on the first such
 * field. When no field of this form is named, the problem's own message becomes the form's (`errors.root.server`).
 */
export function setServerErrors<T extends FieldValues>(
  form: { setError: UseFormSetError<T>; setFocus: UseFormSetFocus<T> },
  fields: readonly Path<T>[],
  problem: ServerProblem,
): void {
  const placed: Path<T>[] = [];
  for (const { field, message } of problem.problems ?? [problem]) {
    const name = field ? fieldOf(field, fields) : undefined;
    if (!name || placed.includes(name)) continue;
    form.setError(name, { type: 'server', message });
    placed.push(name);
  }
  if (placed[0]) form.setFocus(placed[0]);
  else form.setError('root.server', { type: 'server', message: problem.message });
}
