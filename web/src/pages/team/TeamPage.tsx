import { PlusOutlined } from '@ant-design/icons';
import type { PermissionName, TeamInviteItem, TeamMember, TeamResponse } from '@tradehub/contract';
import { PERMISSION_NAMES } from '@tradehub/contract/constants';
import {
  Alert,
  App,
  Avatar,
  Button,
  Card,
  Checkbox,
  Form,
  Input,
  List,
  Modal,
  Popconfirm,
  Result,
  Tag,
  Tooltip,
} from 'antd';
import { useState, type ComponentProps, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { useSignedInProfile } from '../../auth/profileContext';
import { PageHeader } from '../../components/PageHeader';
import { PageLoading } from '../../components/PageLoading';
import { useKeptApiGet } from '../../hooks/useKeptApiGet';
import { apiErrorMessage } from '../../i18n/apiErrorMessage';
import { useFormat } from '../../i18n/useFormat';
import { showApiError } from '../formErrors';
import { canManageTeam, initials, permissionDiff, removesLastTeamManager } from './teamLogic';
import './team.css';

type Dialog =
  | { kind: 'add' }
  | { kind: 'edit'; member: TeamMember }
  | { kind: 'permissions'; member: TeamMember }
  | undefined;

const permissionOptions = PERMISSION_NAMES.map((name) => ({ value: name, label: name }));

/** A button that only team managers may use; others see it disabled, with the reason as a tooltip. */
function ManagerButton({
  allowed,
  reason,
  children,
  ...props
}: { allowed: boolean; reason?: string; children: ReactNode } & ComponentProps<typeof Button>) {
  const { t } = useTranslation();
  const button = (
    <Button {...props} disabled={!allowed}>
      {children}
    </Button>
  );
  return allowed ? (
    button
  ) : (
    <Tooltip title={reason ?? t('team.needsTeamManagement')}>{<span>{button}</span>}</Tooltip>
  );
}

function MemberCard({
  member,
  allowed,
  onEdit,
  onPermissions,
  onRemove,
}: {
  member: TeamMember;
  allowed: boolean;
  onEdit: () => void;
  onPermissions: () => void;
  onRemove: () => Promise<void>;
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
            {member.isYou && <Tag className="th-team-card__you">{t('team.you')}</Tag>}
          </h2>
          <div className="th-team-card__role" data-testid="team-member-role">
            {member.role}
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
            <Tag color="blue">{permission}</Tag>
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
        {allowed && (
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

function AddMemberDialog({ onClose, onDone }: { onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ email: string; role: string; permissions: PermissionName[] }>();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const submit = async (values: { email: string; role: string; permissions: PermissionName[] }) => {
    setSaving(true);
    setError(undefined);
    try {
      await api.post('/api/team/invites', {
        email: values.email.trim(),
        role: values.role.trim(),
        permissions: values.permissions,
      });
      onDone();
    } catch (failure) {
      setError(showApiError(form, failure, t, ['email', 'role', 'permissions']));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open
      title={t('team.addMember')}
      onCancel={onClose}
      okText={t('team.sendInvite')}
      cancelText={t('team.cancel')}
      okButtonProps={{ loading: saving, 'data-testid': 'team-invite-submit' } as never}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      {error && <Alert type="error" showIcon title={error} className="th-team-dialog__error" />}
      <Form
        form={form}
        layout="vertical"
        initialValues={{ email: '', role: '', permissions: [] }}
        onFinish={(values) => void submit(values)}
        data-testid="team-invite-form"
      >
        <Form.Item
          name="email"
          label={t('team.fields.email')}
          rules={[{ required: true, type: 'email', message: t('team.validation.email') }]}
        >
          <Input type="email" autoComplete="off" data-testid="team-invite-email" />
        </Form.Item>
        <Form.Item
          name="role"
          label={t('team.fields.role')}
          rules={[{ required: true, min: 2, whitespace: true, message: t('team.validation.role') }]}
        >
          <Input data-testid="team-invite-role" />
        </Form.Item>
        <Form.Item name="permissions" label={t('team.permissionsLabel')}>
          <Checkbox.Group options={permissionOptions} className="th-team-permissions" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function EditProfileDialog({
  member,
  onClose,
  onDone,
}: {
  member: TeamMember;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ role: string; phone: string; location: string }>();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const submit = async (values: { role: string; phone: string; location: string }) => {
    setSaving(true);
    setError(undefined);
    try {
      await api.patch(`/api/team/members/${encodeURIComponent(member.id)}`, {
        role: values.role.trim(),
        phone: values.phone.trim() || null,
        location: values.location.trim() || null,
      });
      onDone();
    } catch (failure) {
      setError(showApiError(form, failure, t, ['role', 'phone', 'location']));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open
      title={t('team.editProfileOf', { name: member.name })}
      onCancel={onClose}
      okText={t('team.save')}
      cancelText={t('team.cancel')}
      okButtonProps={{ loading: saving, 'data-testid': 'team-edit-save' } as never}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      {error && <Alert type="error" showIcon title={error} className="th-team-dialog__error" />}
      <Form
        form={form}
        layout="vertical"
        initialValues={{ role: member.role, phone: member.phone ?? '', location: member.location ?? '' }}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item
          name="role"
          label={t('team.fields.role')}
          extra={member.isYou ? t('team.ownRole') : undefined}
          rules={[{ required: true, min: 2, whitespace: true, message: t('team.validation.role') }]}
        >
          <Input disabled={member.isYou} data-testid="team-edit-role" />
        </Form.Item>
        <Form.Item name="phone" label={t('team.fields.phone')} rules={[{ max: 40 }]}>
          <Input type="tel" data-testid="team-edit-phone" />
        </Form.Item>
        <Form.Item name="location" label={t('team.fields.location')} rules={[{ max: 120 }]}>
          <Input data-testid="team-edit-location" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function PermissionsDialog({
  member,
  members,
  onClose,
  onDone,
}: {
  member: TeamMember;
  members: readonly TeamMember[];
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<PermissionName[]>(member.permissions);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const diff = permissionDiff(member.permissions, selected);
  const lastManager = removesLastTeamManager(members, member.id, selected);
  const save = async () => {
    setSaving(true);
    setError(undefined);
    try {
      await api.patch(`/api/team/members/${encodeURIComponent(member.id)}`, { permissions: selected });
      onDone();
    } catch (failure) {
      setError(apiErrorMessage(failure, t));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open
      title={t('team.permissionsOf', { name: member.name })}
      onCancel={onClose}
      okText={t('team.save')}
      cancelText={t('team.cancel')}
      okButtonProps={
        {
          loading: saving,
          disabled: !diff.changed || lastManager,
          'data-testid': 'team-permissions-save',
        } as never
      }
      onOk={() => void save()}
      destroyOnHidden
    >
      {error && <Alert type="error" showIcon title={error} className="th-team-dialog__error" />}
      <Checkbox.Group
        className="th-team-permissions"
        data-testid="team-permissions-checkboxes"
        aria-label={t('team.permissionsLabel')}
        options={permissionOptions}
        value={selected}
        onChange={(values) => setSelected(values)}
      />
      {lastManager && (
        <Alert
          type="warning"
          showIcon
          className="th-team-dialog__hint"
          data-testid="team-last-manager-hint"
          title={t('team.keepOneManager')}
        />
      )}
      {diff.changed && !lastManager && (
        <p className="th-team-dialog__diff" aria-live="polite">
          {diff.added.length > 0 && t('team.adds', { list: diff.added.join(', ') })}{' '}
          {diff.removed.length > 0 && t('team.removes', { list: diff.removed.join(', ') })}
        </p>
      )}
    </Modal>
  );
}

function InviteList({
  invites,
  allowed,
  onRevoke,
}: {
  invites: TeamInviteItem[];
  allowed: boolean;
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
              description={`${invite.role} · ${t('team.expires', { date: format.dateTime(invite.expiresAt) })}`}
            />
          </List.Item>
        )}
      />
    </Card>
  );
}

/** /team: the organisation's members and pending invitations. */
export default function TeamPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const profile = useSignedInProfile();
  const allowed = canManageTeam(profile);
  const team = useKeptApiGet<TeamResponse>('/api/team');
  const [dialog, setDialog] = useState<Dialog>(undefined);
  const { retry } = team;

  const done = (text: string) => {
    setDialog(undefined);
    void message.success(text);
    retry();
  };
  const remove = async (member: TeamMember) => {
    try {
      await api.delete(`/api/team/members/${encodeURIComponent(member.id)}`);
      done(t('team.removed', { name: member.name }));
    } catch (failure) {
      void message.error(apiErrorMessage(failure, t));
    }
  };
  const revoke = async (invite: TeamInviteItem) => {
    try {
      await api.delete(`/api/team/invites/${encodeURIComponent(invite.id)}`);
      done(t('team.revoked', { email: invite.email }));
    } catch (failure) {
      void message.error(apiErrorMessage(failure, t));
    }
  };

  let body: ReactNode;
  if (!team.data && team.status !== 'error') {
    body = <PageLoading label={t('team.loading')} />;
  } else if (!team.data) {
    body = (
      <Result
        status="error"
        title={<h2 className="th-result-title">{t('team.loadFailed')}</h2>}
        subTitle={apiErrorMessage(team.error, t)}
        extra={
          <Button type="primary" onClick={retry}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  } else {
    const { members, invites } = team.data;
    body = (
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
                onEdit={() => setDialog({ kind: 'edit', member })}
                onPermissions={() => setDialog({ kind: 'permissions', member })}
                onRemove={() => remove(member)}
              />
            ))}
          </div>
        )}
        {allowed && <InviteList invites={invites} allowed={allowed} onRevoke={revoke} />}
        {dialog?.kind === 'add' && (
          <AddMemberDialog onClose={() => setDialog(undefined)} onDone={() => done(t('team.invited'))} />
        )}
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

  return (
    <div className="th-page-container">
      <PageHeader
        title={t('team.title')}
        subtitle={t('team.subtitle')}
        actions={
          <ManagerButton
            allowed={allowed}
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setDialog({ kind: 'add' })}
            data-testid="team-add-member"
          >
            {t('team.addMember')}
          </ManagerButton>
        }
      />
      {body}
    </div>
  );
}
