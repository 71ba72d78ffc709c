import { pino } from 'pino';
import { createGateway } from './app';
import { ConfigError, parseConfig, type Config } from './config';

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

const server = gateway.app.listen(config.port, () => {
  logger.info({ port: config.port, legacy: config.legacyApiUrl }, `gateway on http://localhost:${config.port}`);
});

async function shutdown(signal: string) {
  logger.info({ signal }, 'shutting down');
  server.close();
  await gateway.stop();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
