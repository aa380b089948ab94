// The auth module as other modules see it: its service (auth.service.ts) and these writes, which the users module
// runs when an account's password or role changes.
export { revokeOtherSessions, revokeUserSessions } from './auth.repository';
