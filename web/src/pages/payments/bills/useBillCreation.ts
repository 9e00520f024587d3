import type { UseMutationResult } from '@tanstack/react-query';
import { App, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BillItem } from '../../../api/bills/queries';
import { showApiError } from '../../formErrors';
import { formLevelError } from '../../formLevelError';

/** What each new-bill form is given by the drawer: a way out, and where the bill goes once added. */
export interface BillFormProps {
  onClose: () => void;
  onCreated: (bill: BillItem) => void;
}

/**
 * Submitting a new bill, as both ways of entering one do it (by hand, from another organisation's payment
 * request): the fields checked, the body sent, 'Bill … added' and the bill handed on, or the refusal on its
 * field or above the form. `onFinish` goes to the form; `formError` and `saving` to its footer.
 */
export function useBillCreation<Values, Body>({
  form,
  creating,
  fields,
  toBody,
  onCreated,
}: {
  form: FormInstance<Values>;
  creating: UseMutationResult<{ bill: BillItem }, Error, Body>;
  /** The form's fields: a refusal naming one shows on it. */
  fields: readonly string[];
  toBody: (values: Values) => Body;
  onCreated: (bill: BillItem) => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();

  const submit = async () => {
    creating.reset();
    const values = await form.validateFields();
    creating.mutate(toBody(values), {
      onSuccess: ({ bill }) => {
        void message.success(t('payments.bills.form.created', { reference: bill.reference }));
        onCreated(bill);
      },
      onError: (error) => showApiError(form, error, t, fields),
    });
  };

  return {
    // A field that fails its own check shows its message there: nothing more to say.
    onFinish: () => void submit().catch(() => undefined),
    formError: formLevelError(creating.error, fields, t),
    saving: creating.isPending,
  };
}
