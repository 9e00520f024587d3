import type { MessageCodes } from './en.js';

export const messageCodesEs: MessageCodes = {
  policies: {
    supplierVerification: 'verificación de proveedores',
    approvalTiers: 'tramos de aprobación de pagos',
    riskRules: 'reglas de riesgo',
    dailyUnapprovedLimitMinor: 'límite diario sin aprobación',
  },
  reason: {
    returned_by_beneficiary_bank: 'Devuelto por el banco del beneficiario.',
    sandbox_declined: 'Rechazado por el banco de prueba (el importe termina en .13).',
  },
  approvalReason: {
    over_threshold: 'el tramo de aprobación del importe',
    first_payment: 'primer pago a este proveedor',
    new_bank_details: 'datos bancarios cambiados recientemente',
    country_mismatch: 'cuenta bancaria en otro país que el del proveedor',
    recent_payments: 'pagos recientes a este proveedor',
    daily_limit: 'el límite diario sin aprobación',
    other: 'una regla de riesgo',
  },
};
