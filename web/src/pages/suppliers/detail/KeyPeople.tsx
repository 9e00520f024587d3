import { Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SupplierDetail } from '../../../api/suppliers/queries';
import { useFormat } from '../../../i18n/useFormat';

type Person = SupplierDetail['keyPeople'][number];

const personRiskColor = { low: 'green', medium: 'gold', high: 'red' } as const;

/** Key people: name, role, stake and their own risk. */
export function KeyPeople({ people }: { people: Person[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Table<Person>
      rowKey="name"
      size="small"
      pagination={false}
      scroll={{ x: true }}
      dataSource={people}
      locale={{ emptyText: t('supplierDetail.people.empty') }}
      data-testid="key-people"
      columns={[
        { key: 'name', title: t('supplierDetail.people.name'), dataIndex: 'name' },
        { key: 'role', title: t('supplierDetail.people.role'), dataIndex: 'role' },
        {
          key: 'stake',
          title: t('supplierDetail.people.stake'),
          render: (_, person) => `${format.number(person.stakePercent, { maximumFractionDigits: 1 })}%`,
        },
        {
          key: 'risk',
          title: t('supplierDetail.people.risk'),
          render: (_, person) => (
            <Tag color={personRiskColor[person.risk]}>{t(`supplierDetail.personRisk.${person.risk}`)}</Tag>
          ),
        },
      ]}
    />
  );
}
