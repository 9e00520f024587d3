export { ConfigError, loadConfig, requireServiceUrls, type RuntimeConfig } from './runtime-config.js';
