import type { PermissionName } from '@tradehub/contract';
import { Checkbox, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useInviteMember } from '../../api/team/queries';
import { useSignedInProfile } from '../../auth/profileContext';
import { showApiError } from '../formErrors';
import { formLevelError } from '../formLevelError';
import { GrantOnlyHeldHint } from './GrantOnlyHeldHint';
import { TeamDialog } from './TeamDialog';
import { grantableOptions, notGrantable } from './teamLogic';

interface InviteValues {
  email: string;
  role: string;
  permissions: PermissionName[];
}

const fields = ['email', 'role', 'permissions'] as const;

/** Invites someone by e-mail; the invitation lists under Pending invitations until it is accepted. */
export function AddMemberDialog({ onClose, onDone }: { onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<InviteValues>();
  const inviting = useInviteMember();
  // Nobody grants what they do not hold: those permissions are shown, disabled, and said why.
  const held = useSignedInProfile().permissions;
  const locked = notGrantable(held);
  const error = formLevelError(inviting.error, fields, t);
  const submit = (values: InviteValues) =>
    inviting.mutate(
      { email: values.email.trim(), role: values.role.trim(), permissions: values.permissions },
      { onSuccess: onDone, onError: (failure) => showApiError(form, failure, t, fields) },
    );
  return (
    <TeamDialog
      title={t('team.addMember')}
      okText={t('team.sendInvite')}
      okTestId="team-invite-submit"
      pending={inviting.isPending}
      error={error}
      onClose={onClose}
      onOk={() => form.submit()}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ email: '', role: '', permissions: [] }}
        onFinish={submit}
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
          <Checkbox.Group options={grantableOptions(held)} className="th-team-permissions" />
        </Form.Item>
        <GrantOnlyHeldHint locked={locked} />
      </Form>
    </TeamDialog>
  );
}
