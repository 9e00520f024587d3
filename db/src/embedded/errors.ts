/** The embedded PostgreSQL could not be started; the message says why and what to do. */
export class EmbeddedPostgresError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EmbeddedPostgresError';
  }
}
