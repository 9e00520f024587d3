// The organisation the AI and report processor tests work for: Harbour Imports, approved, whose Owner is Ada
// Treasurer (the name the report prints as its exporter and the AI prompt gives as the asker).
import { UserProfile, type MikroORM } from '@tradehub/db';
import { buildMember, buildOrganisation } from '../../../infra/test-support/factories.js';

export const HARBOUR_IMPORTS = 'Harbour Imports';

/** Adds Harbour Imports and its Owner, with every permission, to a migrated database. */
export async function seedHarbourImportsOwner(orm: MikroORM) {
  const em = orm.em.fork();
  const user = em.create(UserProfile, {
    email: 'treasurer@harbour.example',
    fullName: 'Ada Treasurer',
    businessName: HARBOUR_IMPORTS,
  });
  const organisation = buildOrganisation(em, { name: HARBOUR_IMPORTS });
  buildMember(em, { organisation, user, role: 'Owner' });
  await em.flush();
  return { organisationId: organisation.id, userId: user.id };
}
