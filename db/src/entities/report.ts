import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { createdAtProperty, idProperty, timestampProperty } from './common.js';
import { REPORT_STATUSES } from '@tradehub/contract/enums';
import { Organisation } from './organisation.js';
import { UserProfile } from './user-profile.js';

/** An export (e.g. the risk report) produced by the reports worker as PDF and XLSX files. */
export const Report = defineEntity({
  name: 'Report',
  properties: {
    id: idProperty(),
    organisation: () => p.manyToOne(Organisation).ref(),
    createdBy: () => p.manyToOne(UserProfile).ref(),
    /** What is exported, e.g. 'risk'. */
    kind: p.text(),
    status: p
      .enum([...REPORT_STATUSES])
      .default('queued')
      .onCreate(() => 'queued' as const),
    /** 0–100. */
    progress: p
      .integer()
      .default(0)
      .onCreate(() => 0),
    parameters: p
      .json<Record<string, unknown>>()
      .defaultRaw(`'{}'`)
      .onCreate(() => ({})),
    pdfKey: p.text().nullable(),
    xlsxKey: p.text().nullable(),
    error: p.text().nullable(),
    createdAt: createdAtProperty(),
    completedAt: timestampProperty().nullable(),
  },
  indexes: [
    {
      name: 'report_organisation_id_created_at_index',
      expression:
        'create index "report_organisation_id_created_at_index" on "report" ("organisation_id", "created_at" desc)',
    },
    { name: 'report_created_by_id_created_at_index', properties: ['createdBy', 'createdAt'] },
  ],
});
export type Report = InferEntity<typeof Report>;
