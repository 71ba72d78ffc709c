import { pino } from 'pino';
import { createGateway } from './app';
import { ConfigError, parseConfig, type Config } from './config';
import { serve } from './lifecycle';

let config: Config;
try {
  config = parseConfig();
} catch (error) {
  // A bad variable is the operator's to fix: name it, without a stack trace.
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}
const logger = pino({ level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] });
const gateway = await createGateway(config, logger);

serve(gateway, config, logger);
