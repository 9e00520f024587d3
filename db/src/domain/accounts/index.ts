// Accounts' domain core: new businesses and their review by administrators, administrator rights, and the
// organisation a person works in.
export * from './account-commands.js';
export * from './review-commands.js';
export * from './working-organisation.js';
export * from './person-name.js';
export * from './organisation-plan.js';
