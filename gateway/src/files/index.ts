import type { FileRoute } from './routes';
import { generatorFileRoutes } from './generator';
import { registrationFileRoutes } from './registration';
import { verificationFileRoutes } from './verification';

/** Every domain's file routes, served under `/files` (one line per domain). */
export const fileRoutes: readonly FileRoute[] = [
  ...verificationFileRoutes,
  ...generatorFileRoutes,
  ...registrationFileRoutes,
];
