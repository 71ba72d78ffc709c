import type { ApolloClient } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import type { Permission } from 'schema/validation';
import { AppViewerDocument, type ViewerProvider_ViewerFragment } from './Viewer.generated';

export type ViewerData = ViewerProvider_ViewerFragment;
export type MembershipData = ViewerData['memberships'][number];

export interface ViewerState {
  /** The signed-in person, or null for an anonymous visitor. */
  viewer: ViewerData | null;
  /** True until the first answer about the session has arrived. */
  loading: boolean;
  /**
   * The session's person could not be loaded (the API failed or was too slow): they are still signed in, but who they
   * are is unknown until it answers again. Only a refused session makes `viewer` null without this.
   */
  unavailable: boolean;
  /** Whether the active membership grants the permission. */
  can: (permission: Permission) => boolean;
}

export function hasPermission(viewer: ViewerData | null, permission: Permission): boolean {
  return !!viewer && viewer.permissions.includes(permission);
}

/** Reads the session's viewer (cache-first: one request for the whole app). */
export function useViewer(): ViewerState {
  const { data, loading, error } = useQuery(AppViewerDocument);
  const viewer = data?.viewer ?? null;
  return {
    viewer,
    loading: loading && !data,
    // A visitor's or an ended session's viewer is null without an error; an error is a person the API did not describe.
    unavailable: !viewer && !!error,
    can: (permission) => hasPermission(viewer, permission),
  };
}

/** Activated memberships only: only those can be chosen as the active one. */
export function activatedMemberships(viewer: ViewerData | null): MembershipData[] {
  return viewer ? viewer.memberships.filter((m) => m.activated) : [];
}

/**
 * Asks who is signed in before a page renders (a page's `prefetch`): a public page a visitor with a session opens is
 * drawn by the gateway for them (their header and the parts their role sees), so it does not change under them as the
 * app starts (decision 026). False when the gateway did not answer.
 */
export async function prefetchViewer(client: ApolloClient): Promise<boolean> {
  const { data } = await client.query({ query: AppViewerDocument }).catch(() => ({ data: undefined }));
  return data !== undefined;
}
