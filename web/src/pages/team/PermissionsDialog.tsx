import type { PermissionName, TeamMember } from '@tradehub/contract';
import { countOtherTeamManagers, removesLastTeamManager } from '@tradehub/contract/rules/team-managers';
import { Alert, Checkbox } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateMember } from '../../api/team/queries';
import { useSignedInProfile } from '../../auth/profileContext';
import { apiErrorMessage } from '../../i18n/apiErrorMessage';
import { GrantOnlyHeldHint } from './GrantOnlyHeldHint';
import { TeamDialog } from './TeamDialog';
import { grantableOptions, notGrantable, permissionDiff } from './teamLogic';
import { permissionListText, permissionText } from '../../i18n/teamWords';

/** Another member's permissions, with what the change adds and removes; the last team manager stays one. */
export function PermissionsDialog({
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
  const saving = useUpdateMember();
  // What the member holds already may stay or go; what the signed-in member lacks cannot be added.
  const held = useSignedInProfile().permissions;
  const locked = notGrantable(held, member.permissions);
  const diff = permissionDiff(member.permissions, selected);
  // The domain refuses it with 409 `last_team_manager`; the dialog says so before it is sent.
  const lastManager = removesLastTeamManager(
    { before: member.permissions, after: selected },
    countOtherTeamManagers(members, member.id),
  );
  const save = () =>
    saving.mutate({ memberId: member.id, changes: { permissions: selected } }, { onSuccess: onDone });
  return (
    <TeamDialog
      title={t('team.permissionsOf', { name: member.name })}
      okText={t('team.save')}
      okTestId="team-permissions-save"
      pending={saving.isPending}
      okDisabled={!diff.changed || lastManager}
      error={saving.error ? apiErrorMessage(saving.error, t) : undefined}
      onClose={onClose}
      onOk={save}
    >
      <Checkbox.Group
        className="th-team-permissions"
        data-testid="team-permissions-checkboxes"
        aria-label={t('team.permissionsLabel')}
        options={grantableOptions(held, member.permissions, (name) => permissionText(name, t))}
        value={selected}
        onChange={(values) => setSelected(values)}
      />
      <GrantOnlyHeldHint locked={locked} />
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
          {diff.added.length > 0 && t('team.adds', { list: permissionListText(diff.added, t) })}{' '}
          {diff.removed.length > 0 && t('team.removes', { list: permissionListText(diff.removed, t) })}
        </p>
      )}
    </TeamDialog>
  );
}
