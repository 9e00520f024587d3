import type { TeamWords } from './en.js';

export const teamWordsEs: TeamWords = {
  permissions: {
    'Supplier Management': 'Gestión de proveedores',
    'Payment Approval': 'Aprobación de pagos',
    'Team Management': 'Gestión del equipo',
    'Financial Reports': 'Informes financieros',
    'FX Management': 'Gestión de divisas',
    'Risk Assessment': 'Evaluación de riesgos',
    'Compliance Management': 'Gestión de cumplimiento',
    'Audit Logs': 'Registros de auditoría',
  },
  roles: {
    Owner: 'Propietario',
    'Team Manager': 'Responsable del equipo',
    'Finance Manager': 'Responsable de finanzas',
    'Procurement Lead': 'Responsable de compras',
    'Compliance Officer': 'Responsable de cumplimiento',
  },
};
