import { Banner, Button, Form, Modal, Select, Switch, TextArea, toast } from '@tenderlens/ui';
import {
  InviteFormSchema,
  ROLE_LABELS,
  fieldErrorsOf,
  lastSeenLabel,
  useAccount,
  useCurrentUser,
  useSwitchTeam,
  useTeam,
  type Account,
  type CurrentUser,
  type TeamMember,
} from '@tenderlens/domain';
import { useEffect, useState, type FormEvent } from 'react';
import { PageLoadError, PageLoading } from '../../../pageParts/PageStates/PageStates';
import * as page from '../../../pageParts/layout/Pages.css';
import { DeleteUserModal } from '../../../pageParts/accounts/DeleteUserModal';
import { VerifyEmailBanner } from '../../../pageParts/accounts/VerifyEmailBanner';
import * as styles from '../accounts.css';

const yesNo = (v: boolean) => (v ? 'Yes' : 'No');
const dateLabel = (iso: string) => new Date(iso).toLocaleDateString('en-GB', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'UTC' });

function InviteModal({
  isOpen,
  onOpenChange,
  teams,
  defaultTeamId,
  invite,
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  teams: { id: string; name: string }[];
  defaultTeamId: string;
  invite: ReturnType<typeof useTeam>['invite'];
}) {
  const [error, setError] = useState<string | undefined>();
  const [teamId, setTeamId] = useState(defaultTeamId);
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>, close: () => void) {
    event.preventDefault();
    const parsed = InviteFormSchema.safeParse({ emails: new FormData(event.currentTarget).get('emails') ?? '' });
    if (!parsed.success) {
      setError(fieldErrorsOf<'emails'>(parsed.error).emails);
      return;
    }
    setError(undefined);
    setPending(true);
    const result = await invite(parsed.data.emails, teamId);
    setPending(false);
    if (!result.ok) {
      toast.error(result.rateLimited ? 'You have sent too many invitations. Please try again later.' : 'We could not send the invitations. Please try again.');
      return;
    }
    const sent = parsed.data.emails.length - result.skipped.length;
    if (sent > 0) toast.success(sent === 1 ? 'Invitation sent' : `${sent} invitations sent`);
    if (result.skipped.length > 0) toast.info(`Already have an account: ${result.skipped.join(', ')}`);
    close();
  }

  return (
    <Modal title="Invite people" isOpen={isOpen} onOpenChange={onOpenChange}>
      {({ close }) => (
        <Form className={styles.form} onSubmit={(e) => void onSubmit(e, close)} validationErrors={error ? { emails: error } : {}} validationBehavior="aria">
          <TextArea
            name="emails"
            label="Email addresses"
            description="Separate addresses with commas or new lines. Each person gets a link that works for 14 days."
            rows={4}
            isRequired
          />
          {teams.length > 1 ? (
            <Select label="Team" items={teams.map((t) => ({ id: t.id, label: t.name }))} selectedKey={teamId} onSelectionChange={(k) => setTeamId(String(k))} />
          ) : null}
          <div className={styles.actions}>
            <Button type="submit" variant="primary" isPending={pending}>
              Send invitations
            </Button>
            <Button variant="secondary" onPress={close}>
              Cancel
            </Button>
          </div>
        </Form>
      )}
    </Modal>
  );
}

function MemberRow({
  member,
  me,
  admin,
  update,
  remove,
}: {
  member: TeamMember;
  me: CurrentUser;
  admin: boolean;
  update: ReturnType<typeof useTeam>['updateMember'];
  remove: ReturnType<typeof useTeam>['deleteMember'];
}) {
  const self = member.guid === me.guid;
  const [deleting, setDeleting] = useState(false);
  const change = (c: Parameters<typeof update>[1], done: string) =>
    void update(member.guid, c).then((r) => (r.ok ? toast.success(done) : toast.error(`We could not update ${member.name}. Please try again.`)));
  return (
    <tr>
      <td className={styles.td}>
        {member.name}
        {self ? <span className={styles.muted}> (you)</span> : null}
      </td>
      <td className={styles.td}>{member.email}</td>
      <td className={styles.td}>{member.team.name}</td>
      <td className={styles.td}>
        {admin && !self ? (
          <Button variant="link" onPress={() => change({ role: member.role === 'admin' ? 'member' : 'admin' }, `${member.name} is now ${member.role === 'admin' ? 'a member' : 'an admin'}`)}>
            {`${ROLE_LABELS[member.role]}: make ${member.role === 'admin' ? 'member' : 'admin'}`}
          </Button>
        ) : (
          ROLE_LABELS[member.role]
        )}
      </td>
      <td className={styles.td}>
        {admin && !self ? (
          <Switch isSelected={member.active} onChange={(v) => change({ active: v }, v ? `${member.name} was reactivated` : `${member.name} was deactivated and signed out`)} aria-label={`Active: ${member.name}`}>
            {yesNo(member.active)}
          </Switch>
        ) : (
          yesNo(member.active)
        )}
      </td>
      <td className={styles.td}>
        {admin ? (
          <Switch isSelected={member.hasExportPermission} onChange={(v) => change({ hasExportPermission: v }, `Export permission updated for ${member.name}`)} aria-label={`Export permission: ${member.name}`}>
            {yesNo(member.hasExportPermission)}
          </Switch>
        ) : (
          yesNo(member.hasExportPermission)
        )}
      </td>
      <td className={styles.td}>{lastSeenLabel(member.lastSeenAt, new Date())}</td>
      {admin ? (
        <td className={styles.td}>
          {self ? null : (
            <Button size="sm" variant="ghost" iconStart="Trash2" onPress={() => setDeleting(true)} aria-label={`Delete ${member.name}`}>
              Delete
            </Button>
          )}
          {deleting ? (
            <DeleteUserModal
              name={member.name}
              email={member.email}
              isOpen={deleting}
              onOpenChange={setDeleting}
              onDelete={async () => {
                const result = await remove(member.guid);
                if (result.ok) toast.success(`${member.name} was deleted`);
                return result.ok ? null : (result.message ?? 'Please try again.');
              }}
            />
          ) : null}
        </td>
      ) : null}
    </tr>
  );
}

function TeamSwitcher({ account, currentTeamId }: { account: Account; currentTeamId: string }) {
  const switchTeam = useSwitchTeam();
  const [teamId, setTeamId] = useState(currentTeamId);
  if (account.teams.length < 2) return null;
  return (
    <section className={page.section} aria-labelledby="switch-team-heading">
      <h2 id="switch-team-heading" className={page.subheading}>
        Your teams
      </h2>
      <div className={page.controls}>
        <Select label="Work in team" items={account.teams.map((t) => ({ id: t.id, label: t.name }))} selectedKey={teamId} onSelectionChange={(k) => setTeamId(String(k))} />
        <Button
          variant="secondary"
          isDisabled={teamId === currentTeamId}
          onPress={() => void switchTeam(teamId).then((r) => (r.ok ? window.location.reload() : toast.error('We could not switch team. Please try again.')))}
        >
          Switch team
        </Button>
      </div>
    </section>
  );
}

/** /account-management/my-team: the company's users; company admins invite, change roles, export permission and deactivate. */
export function MyTeamPage() {
  const { user } = useCurrentUser();
  const { account, error: accountError } = useAccount();
  const isAdmin = account?.isCompanyAdmin ?? false;
  const team = useTeam(user?.company.guid ?? '', { isCompanyAdmin: isAdmin });
  const [inviting, setInviting] = useState(false);
  useEffect(() => {
    document.title = 'My team · Tenderlens';
  }, []);

  if (!user) return null;
  if (accountError || team.error) return <PageLoadError heading="My team" />;
  if (!account || !team.members) return <PageLoading label="Loading your team" />;

  const invitations = team.invitations ?? [];
  return (
    <div className={page.page}>
      <div className={page.header}>
        <h1 id="page-heading" className={page.heading}>
          My team
        </h1>
        <p className={page.meta}>{user.company.name}</p>
        {isAdmin ? (
          <Button variant="primary" iconStart="UserPlus" onPress={() => setInviting(true)}>
            Invite people
          </Button>
        ) : null}
      </div>
      {account.emailVerified ? null : <VerifyEmailBanner email={user.email} />}
      {user.guest ? (
        <Banner tone="info" title="Guest pass" headingLevel={2}>
          A guest pass has no team to manage.
        </Banner>
      ) : null}
      <TeamSwitcher account={account} currentTeamId={user.team.id} />
      <section className={page.section} aria-labelledby="members-heading">
        <h2 id="members-heading" className={page.subheading}>
          People ({team.members.length})
        </h2>
        {team.members.length === 1 ? <p className={page.meta}>Only you so far. Invite your colleagues to work on tenders together.</p> : null}
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                {['Name', 'Email', 'Team', 'Role', 'Active', 'Export permission', 'Last seen', ...(isAdmin ? ['Actions'] : [])].map((h) => (
                  <th key={h} scope="col" className={styles.th}>
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {team.members.map((m) => (
                <MemberRow key={m.guid} member={m} me={user} admin={isAdmin} update={team.updateMember} remove={team.deleteMember} />
              ))}
            </tbody>
          </table>
        </div>
      </section>
      {isAdmin ? (
        <section className={page.section} aria-labelledby="invitations-heading">
          <h2 id="invitations-heading" className={page.subheading}>
            Invitations
          </h2>
          {team.invitations === undefined ? null : invitations.length === 0 ? (
            <p className={page.meta}>No open invitations.</p>
          ) : (
            <div className={styles.tableWrap}>
              <table className={styles.table}>
                <thead>
                  <tr>
                    {['Email', 'Team', 'Status', 'Actions'].map((h) => (
                      <th key={h} scope="col" className={styles.th}>
                        {h}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {invitations.map((i) => (
                    <tr key={i.id}>
                      <td className={styles.td}>{i.email}</td>
                      <td className={styles.td}>{i.team.name}</td>
                      <td className={styles.td}>{i.status === 'expired' ? 'Expired' : `Pending until ${dateLabel(i.expiresAt)}`}</td>
                      <td className={styles.td}>
                        <div className={styles.actions}>
                          <Button size="sm" variant="secondary" onPress={() => void team.resend(i.id).then((r) => (r.ok ? toast.success(`Invitation sent again to ${i.email}`) : toast.error('We could not send the invitation. Please try again.')))}>
                            Resend
                          </Button>
                          <Button size="sm" variant="ghost" onPress={() => void team.revoke(i.id).then((r) => (r.ok ? toast.success(`Invitation to ${i.email} revoked`) : toast.error('We could not revoke the invitation. Please try again.')))}>
                            Revoke
                          </Button>
                        </div>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
      ) : null}
      {inviting ? (
        <InviteModal isOpen={inviting} onOpenChange={setInviting} teams={team.teams ?? []} defaultTeamId={user.team.id} invite={team.invite} />
      ) : null}
    </div>
  );
}
