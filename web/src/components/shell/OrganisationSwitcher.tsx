import { CheckOutlined, SwapOutlined } from '@ant-design/icons';
import { App, Button, Dropdown, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSignedInProfile } from '../../auth/profileContext';
import { useSwitchOrganisation } from '../../auth/useSwitchOrganisation';
import { apiErrorMessage } from '../../i18n/apiErrorMessage';

/** Menu keys of the organisations: `organisation:<id>`. */
const KEY_PREFIX = 'organisation:';

/**
 * The person's organisations as menu entries, the one they work in checked, each with its review (what
 * working in it allows), and what choosing one does. Empty for a person with one organisation.
 */
export function useOrganisationMenu(): {
  items: NonNullable<MenuProps['items']>;
  /** Handles a click on one of `items`; false for any other key. */
  select: (key: string) => boolean;
} {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const profile = useSignedInProfile();
  const switching = useSwitchOrganisation();
  if (profile.organisations.length < 2) return { items: [], select: () => false };

  const items: NonNullable<MenuProps['items']> = [
    {
      type: 'group',
      key: 'organisations',
      label: t('organisationSwitcher.heading'),
      children: profile.organisations.map((organisation) => {
        const current = organisation.id === profile.organisation.id;
        return {
          key: `${KEY_PREFIX}${organisation.id}`,
          icon: current ? <CheckOutlined aria-hidden="true" /> : <SwapOutlined aria-hidden="true" />,
          disabled: current || switching.isPending,
          'aria-label': t(current ? 'organisationSwitcher.current' : 'organisationSwitcher.switchTo', {
            name: organisation.name,
          }),
          'data-testid': 'organisation-option',
          label: (
            <span className="th-org-option">
              <span className="th-org-option__name">{organisation.name}</span>
              <span className="th-org-option__status">
                {t(`organisationSwitcher.status.${organisation.status}`)}
              </span>
            </span>
          ),
        };
      }),
    },
  ];

  const select = (key: string) => {
    if (!key.startsWith(KEY_PREFIX)) return false;
    const id = key.slice(KEY_PREFIX.length);
    const chosen = profile.organisations.find((organisation) => organisation.id === id);
    if (!chosen || id === profile.organisation.id) return true;
    // Success needs no toast: the app starts afresh on the chosen organisation's dashboard, titled with it.
    switching.mutate(id, { onError: (error) => void message.error(apiErrorMessage(error, t)) });
    return true;
  };
  return { items, select };
}

/**
 * The organisation switcher as a button of its own, for screens without the user menu (an account awaiting
 * review or refused, which may still work in a team that invited it). Nothing for one organisation.
 */
export function OrganisationSwitcher() {
  const { t } = useTranslation();
  const profile = useSignedInProfile();
  const { items, select } = useOrganisationMenu();
  if (items.length === 0) return null;
  return (
    <Dropdown trigger={['click']} menu={{ items, onClick: ({ key }) => void select(key) }} autoFocus>
      <Button icon={<SwapOutlined aria-hidden="true" />} data-testid="organisation-switcher">
        {t('organisationSwitcher.label', { name: profile.organisation.name })}
      </Button>
    </Dropdown>
  );
}
