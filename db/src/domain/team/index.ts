// Team's domain core: invitations (invite, revoke, accept) and members (update, remove), each writing its
// change with its audit row, activity and invitation e-mail job once; and the rules the readers share
// (an invitation's effective status, the permission messages).
export * from './invite-commands.js';
export * from './invite-token.js';
export * from './personal-organisation.js';
export * from './team-commands.js';
export * from './team-effects.js';
export * from './team-permissions.js';
