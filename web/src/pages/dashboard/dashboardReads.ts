// What the dashboard's queries are parameterised by, in a module of its own so the route's loader
// (app/routes/prefetch.ts) can prefetch them without pulling the dashboard's code into the entry chunk.

/** How many activities the Recent Activity card shows. */
export const recentActivitiesLimit = 5;
