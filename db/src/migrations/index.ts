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
import { Migration20261127000000_organisation_review } from './Migration20261127000000_organisation_review.js';
import { Migration20261127020000_rate_alert_membership } from './Migration20261127020000_rate_alert_membership.js';
import { Migration20261127021000_rate_alert_market_pairs } from './Migration20261127021000_rate_alert_market_pairs.js';
import { Migration20261128020000_developers } from './Migration20261128020000_developers.js';
import { Migration20261127040000_screening_pending } from './Migration20261127040000_screening_pending.js';
import { Migration20261127010000_policy_changes_and_approval_basis } from './Migration20261127010000_policy_changes_and_approval_basis.js';
import { Migration20261128010000_bills_and_hedge_targets } from './Migration20261128010000_bills_and_hedge_targets.js';
import { Migration20261128030000_margin_guard } from './Migration20261128030000_margin_guard.js';
import { Migration20261128040000_activity_message_keys } from './Migration20261128040000_activity_message_keys.js';
import { Migration20261128050000_message_keys_for_old_texts } from './Migration20261128050000_message_keys_for_old_texts.js';
import { Migration20261129010000_payment_timeline_message_keys } from './Migration20261129010000_payment_timeline_message_keys.js';
import { Migration20261129020000_team_invite_language } from './Migration20261129020000_team_invite_language.js';
import { Migration20261129030000_bill_payment_request } from './Migration20261129030000_bill_payment_request.js';
import { Migration20261129040000_structured_audit_values } from './Migration20261129040000_structured_audit_values.js';

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
  { name: 'Migration20261127000000_organisation_review', class: Migration20261127000000_organisation_review },
  {
    name: 'Migration20261127020000_rate_alert_membership',
    class: Migration20261127020000_rate_alert_membership,
  },
  {
    name: 'Migration20261127021000_rate_alert_market_pairs',
    class: Migration20261127021000_rate_alert_market_pairs,
  },
  { name: 'Migration20261127040000_screening_pending', class: Migration20261127040000_screening_pending },
  {
    name: 'Migration20261127010000_policy_changes_and_approval_basis',
    class: Migration20261127010000_policy_changes_and_approval_basis,
  },
  {
    name: 'Migration20261128010000_bills_and_hedge_targets',
    class: Migration20261128010000_bills_and_hedge_targets,
  },
  { name: 'Migration20261128020000_developers', class: Migration20261128020000_developers },
  { name: 'Migration20261128030000_margin_guard', class: Migration20261128030000_margin_guard },
  {
    name: 'Migration20261128040000_activity_message_keys',
    class: Migration20261128040000_activity_message_keys,
  },
  {
    name: 'Migration20261128050000_message_keys_for_old_texts',
    class: Migration20261128050000_message_keys_for_old_texts,
  },
  {
    name: 'Migration20261129010000_payment_timeline_message_keys',
    class: Migration20261129010000_payment_timeline_message_keys,
  },
  {
    name: 'Migration20261129020000_team_invite_language',
    class: Migration20261129020000_team_invite_language,
  },
  {
    name: 'Migration20261129030000_bill_payment_request',
    class: Migration20261129030000_bill_payment_request,
  },
  {
    name: 'Migration20261129040000_structured_audit_values',
    class: Migration20261129040000_structured_audit_values,
  },
];
