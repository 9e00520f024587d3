// @tradehub/db: entities, ORM setup, migrations and the demo seed. Other packages import MikroORM's types
// from here so that they need not depend on MikroORM directly.
export * from './entities/index.js';
export { createOrmConfig, initOrm, runMigrations, type OrmConfigInput } from './orm.js';
export { currentEntityManager, runWithEntityManager } from './request-entity-manager.js';
export { allowPreparedStatements, readRows } from './sql/read-rows.js';
export { readConnection, readFromPrimary } from './sql/read-connection.js';
export { MIGRATIONS } from './migrations/index.js';
export * from './outbox/index.js';
export {
  InvalidPermissionError,
  isPermission,
  normalisePermissions,
  PERMISSIONS,
  type Permission,
} from './permissions.js';
export { MinorUnitsType, MoneyOutOfRangeError } from './types/minor-units.js';
export {
  DEMO_FX_RATES,
  DEMO_ORGANISATION_ID,
  DEMO_ORGANISATION_NAME,
  DEMO_SUPPLIER_IDS,
  DEMO_USER_EMAIL,
  DEMO_USER_ID,
  seedDemo,
  type SeedDemoOptions,
  type SeedDemoResult,
} from './seeds/demo-seed.js';

export {
  EntityManager,
  MikroORM,
  UniqueConstraintViolationException,
  ForeignKeyConstraintViolationException,
  NotFoundError,
  LockMode,
  QueryOrder,
  ref,
  wrap,
  type Options as OrmOptions,
  type EntityData,
  type FilterQuery,
  type FindOptions,
  type InferEntity,
  type Loaded,
  type Ref,
  type RequiredEntityData,
} from '@mikro-orm/postgresql';
