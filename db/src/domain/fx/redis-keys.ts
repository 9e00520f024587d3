/** The FX feed's Redis keys, under REDIS_PREFIX. The gateway's GET /api/fx/latest reads `fxLatestKey`. */
export const fxLatestKey = (redisPrefix: string) => `${redisPrefix}:fx:latest`;
export const fxLeaderKey = (redisPrefix: string) => `${redisPrefix}:fx:feed-leader`;
