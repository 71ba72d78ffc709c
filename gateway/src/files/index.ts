import type { FileRoute } from './routes';
import { generatorFileRoutes } from './generator';
import { registrationFileRoutes } from './registration';
import { verificationFileRoutes } from './verification';
import { adminFileRoutes } from './admin';
import { cmsFileRoutes } from './cms';
import { commerceFileRoutes } from './commerce';

/** Every domain's file routes, served under `/files` (one line per domain). */
export const fileRoutes: readonly FileRoute[] = [
  ...verificationFileRoutes,
  ...generatorFileRoutes,
  ...registrationFileRoutes,
  ...adminFileRoutes,
  ...cmsFileRoutes,
  ...commerceFileRoutes,
];
