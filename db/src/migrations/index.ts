import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261121000000_initial } from './Migration20261121000000_initial.js';
import { Migration20261121134308_rate_alerts } from './Migration20261121134308_rate_alerts.js';
import { Migration20261121143119_supplier_verification } from './Migration20261121143119_supplier_verification.js';
import { Migration20261121144858_payments_and_fx } from './Migration20261121144858_payments_and_fx.js';
import { Migration20261121150406_team_and_settings } from './Migration20261121150406_team_and_settings.js';
import { Migration20261121155142_ai_assistant } from './Migration20261121155142_ai_assistant.js';
import { Migration20261124040000_outbox } from './Migration20261124040000_outbox.js';
import { Migration20261124070000_color_scheme } from './Migration20261124070000_color_scheme.js';
import { Migration20261126060000_policies } from './Migration20261126060000_policies.js';
import { Migration20261126080000_payment_batches } from './Migration20261126080000_payment_batches.js';

/** Every migration, oldest first. Add new ones at the end; never edit one that has shipped. */
export const MIGRATIONS: MigrationObject[] = [
  { name: 'Migration20261121000000_initial', class: Migration20261121000000_initial },
  { name: 'Migration20261121134308_rate_alerts', class: Migration20261121134308_rate_alerts },
  {
    name: 'Migration20261121143119_supplier_verification',
    class: Migration20261121143119_supplier_verification,
  },
  { name: 'Migration20261121144858_payments_and_fx', class: Migration20261121144858_payments_and_fx },
  { name: 'Migration20261121150406_team_and_settings', class: Migration20261121150406_team_and_settings },
  { name: 'Migration20261121155142_ai_assistant', class: Migration20261121155142_ai_assistant },
  { name: 'Migration20261124040000_outbox', class: Migration20261124040000_outbox },
  { name: 'Migration20261124070000_color_scheme', class: Migration20261124070000_color_scheme },
  { name: 'Migration20261126060000_policies', class: Migration20261126060000_policies },
  { name: 'Migration20261126080000_payment_batches', class: Migration20261126080000_payment_batches },
];
