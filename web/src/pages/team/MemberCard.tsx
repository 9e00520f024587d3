import type { TeamMember } from '@tradehub/contract';
import { Avatar, Button, Card, Popconfirm, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { ManagerButton } from './ManagerButton';
import { initials } from './teamLogic';
import { permissionText, roleText } from '../../i18n/teamWords';

/** One member: who they are, what they may do, and (for team managers) the ways to change that. */
export function MemberCard({
  member,
  allowed,
  youOwn,
  onEdit,
  onPermissions,
  onRemove,
  onMakeOwner,
}: {
  member: TeamMember;
  allowed: boolean;
  /** The person looking owns the organisation: they may hand it to this member. */
  youOwn: boolean;
  onEdit: () => void;
  onPermissions: () => void;
  /** Settles once the removal is done or refused (the confirmation shows it is under way until then). */
  onRemove: () => Promise<void>;
  /** Settles once ownership has moved or the move was refused. */
  onMakeOwner: () => Promise<void>;
}) {
  const { t } = useTranslation();
  return (
    <Card className="th-team-card" data-testid="team-member-card" data-member-id={member.id}>
      <div className="th-team-card__head">
        <Avatar size={48} src={member.avatarUrl ?? undefined} alt="">
          {initials(member.name)}
        </Avatar>
        <div className="th-team-card__who">
          <h2 className="th-team-card__name">
            {member.name}
            {member.isOwner && (
              <Tag color="purple" className="th-team-card__you" data-testid="team-member-owner">
                {t('team.owner')}
              </Tag>
            )}
            {member.isYou && <Tag className="th-team-card__you">{t('team.you')}</Tag>}
          </h2>
          <div className="th-team-card__role" data-testid="team-member-role">
            {roleText(member.role, t)}
          </div>
        </div>
      </div>
      <dl className="th-team-card__details">
        <dt>{t('team.fields.email')}</dt>
        <dd data-testid="team-member-email">{member.email}</dd>
        <dt>{t('team.fields.phone')}</dt>
        <dd>{member.phone ?? '—'}</dd>
        <dt>{t('team.fields.location')}</dt>
        <dd>{member.location ?? '—'}</dd>
      </dl>
      <ul className="th-team-card__permissions" aria-label={t('team.permissionsLabel')}>
        {member.permissions.length === 0 && <li className="th-team-card__none">{t('team.noPermissions')}</li>}
        {member.permissions.map((permission) => (
          <li key={permission}>
            <Tag color="blue">{permissionText(permission, t)}</Tag>
          </li>
        ))}
      </ul>
      <div className="th-team-card__actions">
        <ManagerButton allowed={allowed} onClick={onEdit} data-testid="team-edit-profile">
          {t('team.editProfile')}
        </ManagerButton>
        {/* Nobody changes their own permissions (the gateway answers 403): another Team Manager must. */}
        <ManagerButton
          allowed={allowed && !member.isYou}
          reason={allowed ? t('team.ownPermissions') : undefined}
          onClick={onPermissions}
          data-testid="team-manage-permissions"
        >
          {t('team.managePermissions')}
        </ManagerButton>
        {youOwn && !member.isYou && (
          <Popconfirm
            title={t('team.makeOwnerConfirm', { name: member.name })}
            description={t('team.makeOwnerHint')}
            okText={t('team.makeOwner')}
            cancelText={t('team.cancel')}
            onConfirm={onMakeOwner}
          >
            <Button type="text" data-testid="team-make-owner">
              {t('team.makeOwner')}
            </Button>
          </Popconfirm>
        )}
        {/* The Owner is never removed: ownership moves first (the gateway answers 403 otherwise). */}
        {allowed && !member.isOwner && (
          <Popconfirm
            title={t('team.removeConfirm', { name: member.name })}
            okText={t('team.remove')}
            cancelText={t('team.cancel')}
            okButtonProps={{ danger: true }}
            onConfirm={onRemove}
          >
            <Button danger type="text" data-testid="team-remove-member">
              {t('team.remove')}
            </Button>
          </Popconfirm>
        )}
      </div>
    </Card>
  );
}
