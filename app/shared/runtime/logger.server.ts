import pino from 'pino';

/** JSON lines on stdout; the level comes from LOG_LEVEL. */
export const logger = pino({ level: process.env.LOG_LEVEL ?? 'info', base: undefined });
