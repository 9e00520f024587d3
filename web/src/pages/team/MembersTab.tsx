import { useQuery } from '@tanstack/react-query';
import type { TeamInviteItem, TeamMember } from '@tradehub/contract';
import { App, Button, Result } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { teamQuery, useRemoveMember, useRevokeInvite, useTransferOwnership } from '../../api/team/queries';
import { useSignedInProfile } from '../../auth/profileContext';
import { PageLoading } from '../../components/PageLoading';
import { apiErrorMessage } from '../../i18n/apiErrorMessage';
import { EditProfileDialog } from './EditProfileDialog';
import { InviteList } from './InviteList';
import { MemberCard } from './MemberCard';
import { PermissionsDialog } from './PermissionsDialog';

type Dialog = { kind: 'edit'; member: TeamMember } | { kind: 'permissions'; member: TeamMember } | undefined;

/** Team → Members: the organisation's members and pending invitations. */
export function MembersTab({ allowed }: { allowed: boolean }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const team = useQuery(teamQuery());
  const removing = useRemoveMember();
  const revoking = useRevokeInvite();
  const transferring = useTransferOwnership();
  const youOwn = useSignedInProfile().organisation.isOwner;
  const [dialog, setDialog] = useState<Dialog>(undefined);

  const done = (text: string) => {
    setDialog(undefined);
    void message.success(text);
  };
  const failed = (failure: unknown) => void message.error(apiErrorMessage(failure, t));
  const remove = (member: TeamMember) =>
    removing.mutateAsync(member).then(() => done(t('team.removed', { name: member.name })), failed);
  const makeOwner = (member: TeamMember) =>
    transferring
      .mutateAsync(member)
      .then(() => done(t('team.ownershipTransferred', { name: member.name })), failed);
  const revoke = (invite: TeamInviteItem) =>
    revoking.mutateAsync(invite).then(() => done(t('team.revoked', { email: invite.email })), failed);

  if (!team.data && !team.isError) return <PageLoading label={t('team.loading')} />;
  if (!team.data) {
    return (
      <Result
        status="error"
        title={<h2 className="th-result-title">{t('team.loadFailed')}</h2>}
        subTitle={apiErrorMessage(team.error, t)}
        extra={
          <Button type="primary" onClick={() => void team.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  }
  const { members, invites } = team.data;
  return (
    <>
      {members.length === 0 ? (
        <Result title={t('team.empty')} />
      ) : (
        <div className="th-team-grid">
          {members.map((member) => (
            <MemberCard
              key={member.id}
              member={member}
              allowed={allowed}
              youOwn={youOwn}
              onEdit={() => setDialog({ kind: 'edit', member })}
              onPermissions={() => setDialog({ kind: 'permissions', member })}
              onRemove={() => remove(member)}
              onMakeOwner={() => makeOwner(member)}
            />
          ))}
        </div>
      )}
      {allowed && <InviteList invites={invites} allowed={allowed} onRevoke={revoke} />}
      {dialog?.kind === 'edit' && (
        <EditProfileDialog
          member={dialog.member}
          onClose={() => setDialog(undefined)}
          onDone={() => done(t('team.saved'))}
        />
      )}
      {dialog?.kind === 'permissions' && (
        <PermissionsDialog
          member={dialog.member}
          members={members}
          onClose={() => setDialog(undefined)}
          onDone={() => done(t('team.saved'))}
        />
      )}
    </>
  );
}
