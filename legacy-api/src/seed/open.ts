import type { Config } from '../config.js';
import { Db } from '../db/database.js';
import { seedDatabase } from './seed.js';

/** Opens the configured database, seeding it when there is no file yet or when RESEED is on. */
export function openDatabase(config: Pick<Config, 'dataDir' | 'reseed'>, options: { reseed?: boolean } = {}) {
  return Db.open({ dataDir: config.dataDir, seed: (db) => seedDatabase(db), reseed: options.reseed ?? config.reseed });
}
