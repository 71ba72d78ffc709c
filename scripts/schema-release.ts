import { writeFileSync } from 'node:fs';
import { RELEASED_SDL_PATH } from 'schema/evolution';
import { publishedSdl } from 'schema/release';

/**
 * Cuts a release of the contract: the SDL as gateways publish it now becomes the one later changes are diffed with
 * (`schema/src/release.test.ts`). Run it with the release's entry in `docs/schema-changelog.md`.
 */
writeFileSync(RELEASED_SDL_PATH, publishedSdl());
console.log(`wrote ${RELEASED_SDL_PATH}`);
