import type { FileRoute } from './routes';
import { verificationFileRoutes } from './verification';

/** Every domain's file routes, served under `/files` (one line per domain). */
export const fileRoutes: readonly FileRoute[] = [
  ...verificationFileRoutes,
];
