import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261121000000_initial } from './Migration20261121000000_initial.js';

/** Every migration, oldest first. Add new ones at the end; never edit one that has shipped. */
export const MIGRATIONS: MigrationObject[] = [
  { name: 'Migration20261121000000_initial', class: Migration20261121000000_initial },
];
