import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['schema', 'legacy-api', 'gateway', 'web'],
    // One test file per core, not vitest's default of one fewer: many of the gateway's files spend their time waiting
    // on the processes they start (stand-in, gateways, Redis) and on tokens expiring, so on a 2-core machine a second
    // worker halves the suite's time (937 s → 591 s) instead of competing for the processor.
    maxWorkers: '100%',
  },
});
