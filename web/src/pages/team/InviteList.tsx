import type { TeamInviteItem } from '@tradehub/contract';
import { Button, Card, List, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../i18n/useFormat';
import { roleText } from '../../i18n/teamWords';

/** The invitations not yet accepted, each revocable by a team manager. */
export function InviteList({
  invites,
  allowed,
  onRevoke,
}: {
  invites: TeamInviteItem[];
  allowed: boolean;
  /** Settles once the revocation is done or refused. */
  onRevoke: (invite: TeamInviteItem) => Promise<void>;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const pending = invites.filter((invite) => invite.status === 'pending');
  return (
    <Card
      title={<h2 className="th-team-section-title">{t('team.pendingInvites')}</h2>}
      className="th-team-invites"
    >
      <List
        dataSource={pending}
        locale={{ emptyText: t('team.noInvites') }}
        renderItem={(invite) => (
          <List.Item
            data-testid="team-invite-row"
            actions={
              allowed
                ? [
                    <Popconfirm
                      key="revoke"
                      title={t('team.revokeConfirm', { email: invite.email })}
                      okText={t('team.revoke')}
                      cancelText={t('team.cancel')}
                      onConfirm={() => onRevoke(invite)}
                    >
                      <Button danger size="small" data-testid="team-invite-revoke">
                        {t('team.revoke')}
                      </Button>
                    </Popconfirm>,
                  ]
                : []
            }
          >
            <List.Item.Meta
              title={invite.email}
              description={`${roleText(invite.role, t)} · ${t('team.expires', { date: format.dateTime(invite.expiresAt) })}`}
            />
          </List.Item>
        )}
      />
    </Card>
  );
}
