import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CriticalityLevel, diff, type Change } from '@graphql-inspector/core';
import { buildSchema, isEnumType, isInputObjectType, isInterfaceType, isObjectType, type GraphQLSchema } from 'graphql';

/** Where the last released SDL is kept: what integrators have built against, and what a change is diffed with. */
export const RELEASED_SDL_PATH = fileURLToPath(new URL('../release/schema.graphql', import.meta.url));

export const releasedSdl = (): string => readFileSync(RELEASED_SDL_PATH, 'utf8');

/** How long a replaced field, argument or value keeps working after its deprecation is announced. */
export const DEPRECATION_DAYS = 90;

const DAY_MS = 86_400_000;

/** Removals of what `@deprecated` can mark: each must have carried it in the released SDL. */
const DEPRECATABLE_REMOVALS = new Set(['FIELD_REMOVED', 'FIELD_ARGUMENT_REMOVED', 'INPUT_FIELD_REMOVED', 'ENUM_VALUE_REMOVED']);

/** A row of the changelog's "Breaking changes" table: what changes, when it was announced, from when it may be made. */
export interface Announcement {
  coordinates: string[];
  announced: string;
  effective: string;
}

/** The changelog's parts the contract's checks read: its release dates (newest first) and its announcements. */
export interface Changelog {
  releases: string[];
  announcements: Announcement[];
}

/**
 * Reads `docs/schema-changelog.md`: each release is a `## YYYY-MM-DD` heading; each breaking change is a row of the
 * table under `## Breaking changes`, whose first cell names the schema coordinates in backticks (`Type.field`,
 * `Type.field.argument`, `Enum.VALUE`) and whose next two cells are the announcement's date and the date from which
 * the change may be made.
 */
export function readChangelog(markdown: string): Changelog {
  const releases = [...markdown.matchAll(/^## (\d{4}-\d{2}-\d{2})\s*$/gm)].map(([, date]) => date!);
  const section = /^## Breaking changes\s*$([\s\S]*?)(?=^## |(?![\s\S]))/m.exec(markdown)?.[1] ?? '';
  const announcements = section
    .split('\n')
    .map((line) => /^\|(.*)\|\s*(\d{4}-\d{2}-\d{2})\s*\|\s*(\d{4}-\d{2}-\d{2})\s*\|\s*$/.exec(line))
    .filter((match) => match !== null)
    .map(([, change, announced, effective]) => ({
      coordinates: [...change!.matchAll(/`([A-Za-z_][\w.]*)`/g)].map(([, c]) => c!),
      announced: announced!,
      effective: effective!,
    }));
  return { releases, announcements };
}

/** The schema coordinates that carry `@deprecated` in a schema, with their reasons. */
export function deprecations(schema: GraphQLSchema): Map<string, string> {
  const found = new Map<string, string>();
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__')) continue;
    if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) {
        if (field.deprecationReason) found.set(`${type.name}.${field.name}`, field.deprecationReason);
        for (const arg of 'args' in field ? field.args : []) {
          if (arg.deprecationReason) found.set(`${type.name}.${field.name}.${arg.name}`, arg.deprecationReason);
        }
      }
    }
    if (isEnumType(type)) {
      for (const value of type.getValues()) if (value.deprecationReason) found.set(`${type.name}.${value.name}`, value.deprecationReason);
    }
  }
  return found;
}

/** What the contract's evolution rules find wrong with a change from the released SDL to the current one. */
export async function evolutionProblems(releasedSdl: string, currentSdl: string, changelog: Changelog, today: Date): Promise<string[]> {
  const released = buildSchema(releasedSdl);
  const current = buildSchema(currentSdl);
  const announced = (coordinate: string) => changelog.announcements.find((a) => a.coordinates.includes(coordinate));
  const problems: string[] = [];

  const breaking = (await diff(released, current)).filter((change: Change) => change.criticality.level === CriticalityLevel.Breaking);
  const wasDeprecated = deprecations(released);
  for (const change of breaking) {
    const coordinate = change.path ?? '';
    const announcement = announced(coordinate);
    if (!announcement) {
      problems.push(`${change.message} (${coordinate}): a breaking change not announced in docs/schema-changelog.md's "Breaking changes"`);
      continue;
    }
    const period = (Date.parse(announcement.effective) - Date.parse(announcement.announced)) / DAY_MS;
    if (period < DEPRECATION_DAYS) problems.push(`${coordinate}: announced ${announcement.announced}, effective ${announcement.effective}: less than ${DEPRECATION_DAYS} days`);
    if (Date.parse(announcement.effective) > today.getTime()) problems.push(`${coordinate}: may change only from ${announcement.effective}`);
    if (DEPRECATABLE_REMOVALS.has(change.type) && !wasDeprecated.has(coordinate)) {
      problems.push(`${coordinate}: removed without having been @deprecated in the released SDL`);
    }
  }

  for (const [coordinate, reason] of deprecations(current)) {
    if (reason === 'No longer supported') problems.push(`${coordinate}: @deprecated needs a reason that names what replaces it`);
    if (!announced(coordinate)) problems.push(`${coordinate}: deprecated without an announcement in docs/schema-changelog.md's "Breaking changes"`);
  }
  return problems;
}
