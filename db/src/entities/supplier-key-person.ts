import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { idProperty, percentProperty } from './common.js';
import { PERSON_RISK_LEVELS } from '@tradehub/contract/enums';
import { Supplier } from './supplier.js';

/** An owner or officer of a supplier, with their stake and personal risk. */
export const SupplierKeyPerson = defineEntity({
  name: 'SupplierKeyPerson',
  properties: {
    id: idProperty(),
    supplier: () => p.manyToOne(Supplier).ref().deleteRule('cascade'),
    name: p.text(),
    role: p.text(),
    imageUrl: p.text().nullable(),
    stakePercent: percentProperty(),
    risk: p.enum([...PERSON_RISK_LEVELS]),
  },
  indexes: [{ properties: ['supplier'] }],
});
export type SupplierKeyPerson = InferEntity<typeof SupplierKeyPerson>;
