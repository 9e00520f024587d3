import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { normalisePermissions, PERMISSIONS, type Permission } from '../permissions.js';
import { createdAtProperty, idProperty, updatedAtProperty } from './common.js';
import { Organisation } from './organisation.js';
import { UserProfile } from './user-profile.js';

const checkPermissions = ({ entity }: { entity: { permissions: Permission[] } }) => {
  entity.permissions = normalisePermissions(entity.permissions ?? []);
};

const permissionList = PERMISSIONS.map((permission) => `'${permission}'`).join(', ');

/** A user's seat in an organisation: their role, contact details and permissions. */
export const Membership = defineEntity({
  name: 'Membership',
  properties: {
    id: idProperty(),
    organisation: () => p.manyToOne(Organisation).ref().deleteRule('cascade'),
    user: () => p.manyToOne(UserProfile).ref().deleteRule('cascade'),
    /** Free text, e.g. 'Owner', 'Finance Manager'. */
    role: p.text(),
    /** A subset of PERMISSIONS, kept in their canonical order. */
    permissions: p
      .array<Permission>()
      .defaultRaw(`'{}'`)
      .onCreate(() => []),
    phone: p.text().nullable(),
    location: p.text().nullable(),
    createdBy: () => p.manyToOne(UserProfile).ref(),
    createdAt: createdAtProperty(),
    updatedAt: updatedAtProperty(),
  },
  uniques: [{ properties: ['organisation', 'user'] }],
  indexes: [{ properties: ['user'] }],
  checks: [
    { name: 'membership_permissions_check', expression: `permissions <@ array[${permissionList}]::text[]` },
  ],
  hooks: {
    beforeCreate: [checkPermissions],
    beforeUpdate: [checkPermissions],
  },
});
export type Membership = InferEntity<typeof Membership>;
