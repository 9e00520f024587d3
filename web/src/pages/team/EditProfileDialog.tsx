import type { TeamMember } from '@tradehub/contract';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useUpdateMember } from '../../api/team/queries';
import { showApiError } from '../formErrors';
import { formLevelError } from '../formLevelError';
import { TeamDialog } from './TeamDialog';

interface ProfileValues {
  role: string;
  phone: string;
  location: string;
}

const fields = ['role', 'phone', 'location'] as const;

/** A member's role, phone and location (nobody changes their own role). */
export function EditProfileDialog({
  member,
  onClose,
  onDone,
}: {
  member: TeamMember;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ProfileValues>();
  const saving = useUpdateMember();
  const error = formLevelError(saving.error, fields, t);
  const submit = (values: ProfileValues) =>
    saving.mutate(
      {
        memberId: member.id,
        changes: {
          role: values.role.trim(),
          phone: values.phone.trim() || null,
          location: values.location.trim() || null,
        },
      },
      { onSuccess: onDone, onError: (failure) => showApiError(form, failure, t, fields) },
    );
  return (
    <TeamDialog
      title={t('team.editProfileOf', { name: member.name })}
      okText={t('team.save')}
      okTestId="team-edit-save"
      pending={saving.isPending}
      error={error}
      onClose={onClose}
      onOk={() => form.submit()}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ role: member.role, phone: member.phone ?? '', location: member.location ?? '' }}
        onFinish={submit}
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
    </TeamDialog>
  );
}
