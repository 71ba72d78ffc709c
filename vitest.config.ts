import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['schema', 'legacy-api', 'gateway', 'web'],
  },
});
