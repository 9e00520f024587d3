import { Alert, App, Button, Drawer, Form, Input, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateSupplier, type SupplierDetail } from '../../api/suppliers/queries';
import { useAppLanguage } from '../../i18n/useAppLanguage';
import { showApiError } from '../formErrors';
import { formLevelError } from '../formLevelError';
import { loadCountryOptions, type CountryOption } from './countries';
import { createSupplierBody, isIbanFormat, isSwiftFormat, type SupplierFormValues } from './supplierLogic';

interface AddSupplierDrawerProps {
  open: boolean;
  onClose: () => void;
  onCreated: (supplier: SupplierDetail) => void;
}

const fieldNames = [
  'name',
  'countryCode',
  'category',
  'address',
  'registrationNumber',
  'contactEmail',
  'bankIban',
  'bankSwift',
  'bankAccountNumber',
] as const;

function useCountryOptions(open: boolean) {
  const language = useAppLanguage();
  const [options, setOptions] = useState<{ language: string; list: CountryOption[] } | undefined>();
  useEffect(() => {
    if (!open) return;
    let live = true;
    loadCountryOptions(language).then(
      (list) => {
        if (live) setOptions({ language, list });
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [open, language]);
  return options?.language === language ? options.list : undefined;
}

/** 'Add New': the validated form that creates a pending supplier. */
export default function AddSupplierDrawer({ open, onClose, onCreated }: AddSupplierDrawerProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<SupplierFormValues>();
  const creation = useCreateSupplier();
  const formError = formLevelError(creation.error, fieldNames, t);
  const countries = useCountryOptions(open);

  const required = (field: string) => ({
    required: true,
    whitespace: true,
    message: t('suppliers.form.required', { field }),
  });
  const minLength = (field: string, min: number) => ({
    min,
    message: t('suppliers.form.minLength', { field, min }),
  });

  const submit = (values: SupplierFormValues) =>
    creation.mutate(createSupplierBody(values), {
      onSuccess: ({ supplier }) => {
        void message.success(t('suppliers.form.created', { name: supplier.name }));
        form.resetFields();
        onCreated(supplier);
      },
      onError: (error) => showApiError(form, error, t, fieldNames),
    });

  const nameLabel = t('suppliers.form.name');
  const categoryLabel = t('suppliers.form.category');
  const addressLabel = t('suppliers.form.address');
  const registrationLabel = t('suppliers.form.registrationNumber');
  const emailLabel = t('suppliers.form.contactEmail');
  const countryLabel = t('suppliers.form.country');

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t('suppliers.form.title')}
      placement="right"
      size={480}
      styles={{ wrapper: { maxWidth: '100vw' } }}
      closable={{ 'aria-label': t('suppliers.form.cancel') }}
      data-testid="add-supplier-drawer"
    >
      <Form<SupplierFormValues>
        form={form}
        name="add-supplier"
        layout="vertical"
        requiredMark
        onFinish={submit}
        data-testid="add-supplier-form"
      >
        {formError && <Alert type="error" showIcon title={formError} className="th-supplier-form__error" />}
        <Form.Item name="name" label={nameLabel} rules={[required(nameLabel), minLength(nameLabel, 2)]}>
          <Input maxLength={200} autoComplete="organization" data-testid="supplier-form-name" />
        </Form.Item>
        <Form.Item
          name="countryCode"
          label={countryLabel}
          rules={[{ required: true, message: t('suppliers.form.required', { field: countryLabel }) }]}
        >
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            options={countries ?? []}
            loading={!countries}
            placeholder={
              countries ? t('suppliers.form.countryPlaceholder') : t('suppliers.form.countriesLoading')
            }
            data-testid="supplier-form-country"
          />
        </Form.Item>
        <Form.Item
          name="category"
          label={categoryLabel}
          rules={[required(categoryLabel), minLength(categoryLabel, 2)]}
        >
          <Input maxLength={100} data-testid="supplier-form-category" />
        </Form.Item>
        <Form.Item
          name="address"
          label={addressLabel}
          rules={[required(addressLabel), minLength(addressLabel, 5)]}
        >
          <Input.TextArea
            rows={2}
            maxLength={500}
            autoComplete="street-address"
            data-testid="supplier-form-address"
          />
        </Form.Item>
        <Form.Item
          name="registrationNumber"
          label={registrationLabel}
          rules={[required(registrationLabel), minLength(registrationLabel, 2)]}
        >
          <Input maxLength={100} data-testid="supplier-form-registration" />
        </Form.Item>
        <Form.Item
          name="contactEmail"
          label={emailLabel}
          rules={[required(emailLabel), { type: 'email', message: t('suppliers.form.invalidEmail') }]}
        >
          <Input type="email" autoComplete="email" data-testid="supplier-form-email" />
        </Form.Item>
        <fieldset className="th-supplier-form__bank">
          <legend>{t('suppliers.form.bankSection')}</legend>
          <p className="th-supplier-form__hint">{t('suppliers.form.bankHint')}</p>
          <Form.Item
            name="bankIban"
            label={t('suppliers.form.iban')}
            extra={t('suppliers.form.ibanHint')}
            rules={[
              {
                validator: (_, value?: string) =>
                  !value?.trim() || isIbanFormat(value)
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('suppliers.form.invalidIban'))),
              },
            ]}
          >
            <Input maxLength={42} autoComplete="off" data-testid="supplier-form-iban" />
          </Form.Item>
          <Form.Item
            name="bankSwift"
            label={t('suppliers.form.swift')}
            extra={t('suppliers.form.swiftHint')}
            rules={[
              {
                validator: (_, value?: string) =>
                  !value?.trim() || isSwiftFormat(value)
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('suppliers.form.invalidSwift'))),
              },
            ]}
          >
            <Input maxLength={11} autoComplete="off" data-testid="supplier-form-swift" />
          </Form.Item>
          <Form.Item name="bankAccountNumber" label={t('suppliers.form.accountNumber')}>
            <Input maxLength={40} autoComplete="off" data-testid="supplier-form-account" />
          </Form.Item>
        </fieldset>
        <div className="th-supplier-form__actions">
          <Button onClick={onClose}>{t('suppliers.form.cancel')}</Button>
          <Button
            type="primary"
            htmlType="submit"
            loading={creation.isPending}
            data-testid="supplier-form-submit"
          >
            {t('suppliers.form.submit')}
          </Button>
        </div>
      </Form>
    </Drawer>
  );
}
