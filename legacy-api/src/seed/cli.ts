import { ConfigError, loadConfig } from '../config.js';
import { openDatabase } from './open.js';

/** `pnpm --filter legacy-api seed`: replaces <dataDir>/legacy.sqlite with a fresh seed. */
try {
  const config = loadConfig();
  const started = performance.now();
  const { db } = await openDatabase(config, { reseed: true });
  const counts = db.get<{ products: number; companies: number; users: number }>(
    'SELECT (SELECT count(*) FROM products) AS products, (SELECT count(*) FROM companies) AS companies, (SELECT count(*) FROM users) AS users',
  );
  db.close();
  console.log(
    `legacy-api: seeded ${db.file} in ${Math.round(performance.now() - started)} ms ` +
      `(${counts?.products} products, ${counts?.companies} companies, ${counts?.users} users). ` +
      'A running server keeps its own copy: restart it or POST /__dev/reseed.',
  );
} catch (err) {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
}
