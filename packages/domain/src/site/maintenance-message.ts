/** What members are shown when staff turn maintenance on without a message of their own. */
export const MAINTENANCE_DEFAULT_MESSAGE = 'The site is under maintenance. Please come back later.';
