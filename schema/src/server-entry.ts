import type { FormattedExecutionResult } from 'graphql';

/**
 * What the web app's server entry (`web/src/server.tsx`, built into `web/.server/server.js`) offers the gateway, which
 * loads it by path at run time: both sides compile against this one declaration.
 */
export interface ServerEntry {
  /** The page drawn into `template` (the built index.html) with its answer and the cache beside it; null for a page without data. */
  renderPage(url: URL, execute: Execute, template: string): Promise<string | null>;
}

/** Runs one operation as the visitor who asked for the page, through the gateway's own schema, in process. */
export type Execute = (request: { query: string; variables: Record<string, unknown>; operationName?: string }) => Promise<FormattedExecutionResult>;
