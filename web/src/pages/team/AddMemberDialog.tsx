import type { PermissionName } from '@tradehub/contract';
import { Checkbox, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useInviteMember } from '../../api/team/queries';
import { useSignedInProfile } from '../../auth/profileContext';
import { appLanguages, languageAutonyms, type AppLanguage } from '../../i18n/languages';
import { useAppLanguage } from '../../i18n/useAppLanguage';
import { showApiError } from '../formErrors';
import { formLevelError } from '../formLevelError';
import { GrantOnlyHeldHint } from './GrantOnlyHeldHint';
import { TeamDialog } from './TeamDialog';
import { grantableOptions, notGrantable } from './teamLogic';
import { permissionText } from '../../i18n/teamWords';

interface InviteValues {
  email: string;
  role: string;
  permissions: PermissionName[];
  language: AppLanguage;
}

const fields = ['email', 'role', 'permissions', 'language'] as const;

const languageOptions = appLanguages.map((language) => ({
  value: language,
  label: <span lang={language}>{languageAutonyms[language]}</span>,
}));

/** Invites someone by e-mail; the invitation lists under Pending invitations until it is accepted. */
export function AddMemberDialog({ onClose, onDone }: { onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<InviteValues>();
  const inviting = useInviteMember();
  // Nobody grants what they do not hold: those permissions are shown, disabled, and said why.
  const held = useSignedInProfile().permissions;
  const locked = notGrantable(held);
  const error = formLevelError(inviting.error, fields, t);
  // The invitation e-mail is written in the language chosen here: the app's, unless the inviter knows better.
  const language = useAppLanguage();
  const submit = (values: InviteValues) =>
    inviting.mutate(
      {
        email: values.email.trim(),
        role: values.role.trim(),
        permissions: values.permissions,
        language: values.language,
      },
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
        initialValues={{ email: '', role: '', permissions: [], language }}
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
        <Form.Item
          name="language"
          label={t('team.fields.inviteLanguage')}
          extra={t('team.inviteLanguageHint')}
        >
          <Select options={languageOptions} data-testid="team-invite-language" />
        </Form.Item>
        <Form.Item name="permissions" label={t('team.permissionsLabel')}>
          <Checkbox.Group
            options={grantableOptions(held, [], (name) => permissionText(name, t))}
            className="th-team-permissions"
          />
        </Form.Item>
        <GrantOnlyHeldHint locked={locked} />
      </Form>
    </TeamDialog>
  );
}
