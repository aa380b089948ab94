// Users & Roles (issue 13), ADMIN only: search by e-mail or name (ignoring case and diacritics, on the server),
// create with a one-time password, change role, link a TEAM user to its team, disable/enable, reset the password,
// end all sessions. The server refuses what would leave no active ADMIN, in its own words. Filters by role and the TEAM
// accounts without a team (issue 25, onboarding). Addresses (issue 15): the filters are the list's ?q=&role=&team=none,
// the create form /dashboard/users/new (a user has no edit form: its row holds its actions). Pending team requests
// come first (team-requests-panel.tsx, decision 195).
import { QueryState } from '../ui/query-state';
import { Fragment, useDeferredValue, useState } from 'react';
import { ROLES, type Role } from '../../../../shared/policy';
import { trpc } from '../../../lib/trpc';
import { useItemAddress } from '../ui/item-address';
import { OneTimePassword } from './one-time-password';
import { TeamRequestsPanel } from './team-requests-panel';
import { UserCreateForm } from './user-create-form';
import { useUserActions, type ShownPassword } from './use-user-actions';
import { LastEdited } from '../ui/last-edited';

export function UsersManagement() {
  const address = useItemAddress('users');
  const filter = (name: string) => address.query.get(name) ?? '';
  const setFilter = (name: string, value: string) => address.setFilters({ ...Object.fromEntries(address.query), [name]: value || undefined });
  const search = filter('q');
  const role = ROLES.find((r) => r === filter('role'));
  const withoutTeam = filter('team') === 'none';
  const deferred = useDeferredValue(search.trim());
  const list = trpc.users.list.useQuery(
    { ...(deferred ? { search: deferred } : {}), ...(role ? { role } : {}), ...(withoutTeam ? { withoutTeam } : {}) },
    { placeholderData: (previous) => previous },
  );
  const teams = trpc.teams.list.useQuery();
  const creating = address.mode.kind === 'new';
  const [shown, setShown] = useState<ShownPassword | null>(null);
  const actions = useUserActions(setShown);
  const users = list.data ?? [];

  return (
    <section aria-labelledby="users-title">
      <div className="dash-header">
        <h2 id="users-title">Users &amp; Roles</h2>
        <button type="button" className="dash-btn dash-btn--primary" disabled={creating} onClick={() => void address.toNew()}>
          Create user
        </button>
      </div>

      {/* First thing: the TEAM accounts waiting to be linked to their teams (decision 195). */}
      <TeamRequestsPanel />

      {shown && shown.resetOf === undefined && <OneTimePassword shown={shown} onDismiss={() => setShown(null)} />}

      {creating && (
        <UserCreateForm
          onCancel={() => void address.toList()}
          onCreated={(created) => {
            void address.toList({ force: true });
            setShown(created);
          }}
        />
      )}

      <section className="dash-panel" aria-labelledby="all-users-title">
        <h3 id="all-users-title">All users</h3>
        <div className="dash-form__row">
          <div className="dash-field">
            <label htmlFor="users-search">Search users</label>
            <input id="users-search" type="search" placeholder="E-mail or name" value={search} onChange={(e) => setFilter('q', e.target.value)} />
          </div>
          <div className="dash-field">
            <label htmlFor="users-role">Role</label>
            <select id="users-role" value={role ?? ''} onChange={(e) => setFilter('role', e.target.value)}>
              <option value="">All</option>
              {ROLES.map((r) => (
                <option key={r} value={r}>
                  {r}
                </option>
              ))}
            </select>
          </div>
          <div className="dash-field">
            <label htmlFor="users-team">Team</label>
            <select id="users-team" value={withoutTeam ? 'none' : ''} onChange={(e) => setFilter('team', e.target.value)}>
              <option value="">All</option>
              <option value="none">TEAM users without a team</option>
            </select>
          </div>
        </div>
        <QueryState
          query={list}
          loading="Loading users..."
          failed="Failed to load users"
          empty={users.length === 0 ? <p className="dash-empty">No users match these filters.</p> : null}>
          <table className="dash-table" aria-label="Users">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Email</th>
                <th scope="col">Role</th>
                <th scope="col">Team</th>
                <th scope="col">Status</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {users.map((user) => (
                <Fragment key={user.id}>
                <tr>
                  <td>{user.name}</td>
                  <td style={{ overflowWrap: 'anywhere' }}>
                    <span>{user.email}</span>
                    <LastEdited type="user" id={user.id} />
                  </td>
                  <td>
                    <select
                      aria-label={`Role of ${user.email}`}
                      value={user.userType}
                      disabled={actions.busy}
                      onChange={(e) => void actions.changeRole(user, e.target.value as Role)}
                    >
                      {ROLES.map((role) => (
                        <option key={role} value={role}>
                          {role}
                        </option>
                      ))}
                    </select>
                  </td>
                  <td>
                    {user.userType === 'TEAM' ? (
                      <select
                        aria-label={`Team of ${user.email}`}
                        value={user.teamId ?? ''}
                        disabled={actions.busy}
                        onChange={(e) => void actions.linkTeam(user, e.target.value ? Number(e.target.value) : null)}
                      >
                        <option value="">No team</option>
                        {(teams.data ?? []).map((team) => (
                          <option key={team.id} value={team.id}>
                            #{team.internationalNumber} {team.name}
                          </option>
                        ))}
                      </select>
                    ) : (
                      '—'
                    )}
                  </td>
                  <td>
                    {user.disabled ? <span className="dash-badge dash-badge--high">Disabled</span> : <span className="dash-badge dash-badge--green">Active</span>}
                    {user.passwordChangeRequired && !user.disabled && (
                      <span className="dash-badge" title="Signs in with a one-time password and must choose their own">
                        One-time password
                      </span>
                    )}
                  </td>
                  <td>
                    <div className="dash-actions" style={{ justifyContent: 'flex-start', flexWrap: 'wrap' }}>
                      <button type="button" className="dash-btn dash-btn--small" disabled={actions.busy} aria-label={`${user.disabled ? 'Enable' : 'Disable'} ${user.email}`} onClick={() => void actions.toggleDisabled(user)}>
                        {user.disabled ? 'Enable' : 'Disable'}
                      </button>
                      <button type="button" className="dash-btn dash-btn--small" disabled={actions.busy} aria-label={`Reset password of ${user.email}`} onClick={() => void actions.resetPassword(user)}>
                        Reset password
                      </button>
                      <button type="button" className="dash-btn dash-btn--small" disabled={actions.busy} aria-label={`End sessions of ${user.email}`} onClick={() => void actions.endSessions(user)}>
                        End sessions
                      </button>
                    </div>
                  </td>
                </tr>
                {shown?.resetOf === user.id && (
                  <tr>
                    <td colSpan={6}>
                      {/* Held at the left edge of a table scrolled sideways (phones), at most a screen wide. */}
                      <div style={{ position: 'sticky', left: 0, maxWidth: 'min(100%, calc(100vw - 48px))' }}>
                        <OneTimePassword shown={shown} onDismiss={() => setShown(null)} reveal />
                      </div>
                    </td>
                  </tr>
                )}
                </Fragment>
              ))}
            </tbody>
          </table>
        </QueryState>
      </section>
    </section>
  );
}
