// The invitation token rules live in the domain (db/src/domain/team); kept here for their importers.
export { effectiveInviteStatus, hashInviteToken, INVITE_TTL_MS, newInviteToken } from '@tradehub/db/domain';
