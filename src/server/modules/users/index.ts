// The users module as other modules see it: its service (users.service.ts) and these queries and writes, which sign-in
// (auth), the teams and the files run inside their own transactions.
export { activeUserEmails, findUserByEmail, findUserById, insertUser, linkedTeamId, updateUser } from './users.repository';
