import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const dir = fileURLToPath(new URL('.', import.meta.url));

/** All SDL files of the contract, concatenated (the gateway builds its schema from this). */
export const typeDefs: string = readdirSync(dir)
  .filter((file) => file.endsWith('.graphql'))
  .sort()
  .map((file) => readFileSync(`${dir}/${file}`, 'utf8'))
  .join('\n');
