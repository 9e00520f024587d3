// What the signed-in shell reads as it mounts (WorkspaceProvider, NotificationsProvider), in a module of
// its own so routing can ask for it early without pulling the shell's code into the entry chunk.

/** The newest notifications fetched (the gateway's maximum page); /notifications pages through them. */
export const notificationsFetched = 100;

export const notificationsPath = `/api/notifications?limit=${notificationsFetched}`;

export const workspaceOverviewPath = '/api/workspace/overview';

export const shellReads: readonly string[] = [workspaceOverviewPath, notificationsPath];
