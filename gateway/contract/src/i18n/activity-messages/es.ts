import type { ActivityMessages } from './en.js';

export const activityMessagesEs: ActivityMessages = {
  paymentCreated: { title: 'Pago creado', description: '{{by}} envió {{amount}} a {{supplier}}.' },
  paymentAwaitingApproval: {
    title: 'Pago pendiente de aprobación',
    description: '{{by}} creó un pago de {{amount}} a {{supplier}}; necesita aprobación.',
  },
  paymentApproved: { title: 'Pago aprobado', description: '{{by}} aprobó {{amount}} a {{supplier}}.' },
  paymentRejected: {
    title: 'Pago rechazado',
    description: '{{by}} rechazó {{amount}} a {{supplier}}: {{reason}}',
  },
  paymentApprovalAdded: {
    title: 'Aprobación de pago añadida',
    description:
      '{{by}} aprobó {{amount}} a {{supplier}} ({{given}} de {{needed}}); necesita otro aprobador.',
  },
  paymentBlockedByScreening: {
    title: 'Pago fallido',
    description:
      '{{amount}} a {{supplier}} no se envió: su proveedor tiene una coincidencia abierta en el control de sanciones.',
  },
  paymentSubmitted: {
    title: 'Pago enviado',
    description: '{{amount}} a {{supplier}} se envió al banco.',
  },
  paymentCompleted: { title: 'Pago completado', description: '{{amount}} a {{supplier}} se pagó.' },
  paymentFailed: { title: 'Pago fallido', description: '{{amount}} a {{supplier}} falló: {{reason}}' },
  billPaid: {
    title: 'Factura pagada',
    description: '{{reference}} ({{amount}}) está pagada por completo.',
  },
  billRecorded: {
    title: 'Factura registrada',
    description: '{{by}} registró {{reference}} de {{supplier}}: {{amount}}, vence el {{due}}.',
  },
  purchaseOrderRecorded: {
    title: 'Orden de compra registrada',
    description: '{{by}} registró {{reference}} de {{supplier}}: {{amount}}, vence el {{due}}.',
  },
  billCancelled: {
    title: 'Factura cancelada',
    description: '{{by}} canceló {{reference}} ({{amount}}).',
  },
  teamMemberInvited: {
    title: 'Miembro del equipo invitado',
    description: '{{by}} invitó a {{email}} a unirse al equipo como {{role}}.',
  },
  ownershipTransferred: {
    title: 'Propiedad transferida',
    description: '{{by}} transfirió la propiedad de la organización a {{member}}.',
  },
  spotBuyBooked: {
    title: 'Operación de divisas contratada',
    description: 'Compra al contado de {{currency}} (fecha valor {{value}}) por {{by}}',
  },
  spotSellBooked: {
    title: 'Operación de divisas contratada',
    description: 'Venta al contado de {{currency}} (fecha valor {{value}}) por {{by}}',
  },
  forwardBuyBooked: {
    title: 'Operación de divisas contratada',
    description: 'Compra a plazo de {{currency}} (fecha valor {{value}}) por {{by}}',
  },
  forwardSellBooked: {
    title: 'Operación de divisas contratada',
    description: 'Venta a plazo de {{currency}} (fecha valor {{value}}) por {{by}}',
  },
  paymentRequested: {
    title: 'Pago solicitado',
    description: '{{by}} solicitó {{amount}} a {{payer}} ({{reference}}).',
  },
  paymentRequestPaid: {
    title: 'Solicitud de pago pagada',
    description: '{{payer}} pagó {{reference}} ({{amount}}).',
  },

  paymentMethodConnected: {
    title: 'Método de pago conectado',
    description: '{{by}} conectó {{method}} (entorno de pruebas).',
  },
  supplierAdded: {
    title: 'Proveedor añadido',
    description: '{{by}} añadió {{supplier}} ({{location}}); está pendiente de verificación.',
  },
  supplierVerified: { title: 'Proveedor verificado', description: '{{by}} verificó a {{supplier}}.' },
  supplierVerifiedSingleReviewer: {
    title: 'Proveedor verificado',
    description: '{{by}} verificó a {{supplier}} (un solo revisor).',
  },
  supplierRejected: {
    title: 'Proveedor rechazado',
    description: '{{by}} rechazó a {{supplier}}: {{reason}}',
  },
  supplierDocumentUploaded: {
    title: 'Documento de proveedor subido',
    description: '{{by}} subió «{{document}}» para {{supplier}}.',
  },
  supplierDocumentDeleted: {
    title: 'Documento de proveedor eliminado',
    description: '{{by}} eliminó «{{document}}» de {{supplier}}.',
  },
  batchCreated: {
    title: 'Pago por lotes creado',
    description_one: "{{by}} está pagando {{count}} pago ({{totals}}) de '{{file}}'.",
    description_other: "{{by}} está pagando {{count}} pagos ({{totals}}) de '{{file}}'.",
  },
  batchAwaitingApproval: {
    title: 'Pago por lotes pendiente de aprobación',
    description_one: "{{by}} subió {{count}} pago ({{totals}}) de '{{file}}'; necesita aprobación.",
    description_other: "{{by}} subió {{count}} pagos ({{totals}}) de '{{file}}'; necesita aprobación.",
  },
  batchApprovalAdded: {
    title: 'Aprobación de pago por lotes añadida',
    description_one:
      '{{by}} aprobó {{count}} pago ({{totals}}) ({{given}} de {{needed}}); necesita otro aprobador.',
    description_other:
      '{{by}} aprobó {{count}} pagos ({{totals}}) ({{given}} de {{needed}}); necesita otro aprobador.',
  },
  batchApproved: {
    title: 'Pago por lotes aprobado',
    description_one: '{{by}} aprobó {{count}} pago ({{totals}}); se están pagando sus filas.',
    description_other: '{{by}} aprobó {{count}} pagos ({{totals}}); se están pagando sus filas.',
  },
  batchRejected: {
    title: 'Pago por lotes rechazado',
    description_one: '{{by}} rechazó {{count}} pago ({{totals}}): {{reason}}',
    description_other: '{{by}} rechazó {{count}} pagos ({{totals}}): {{reason}}',
  },
  batchCompleted: {
    title: 'Pago por lotes completado',
    description_one: "{{count}} pago ({{totals}}) de '{{file}}': se pagó.",
    description_other: "{{count}} pagos ({{totals}}) de '{{file}}': se pagaron todas las filas.",
  },
  batchCompletedWithFailures: {
    title: 'Pago por lotes completado',
    description_one: "{{count}} pago ({{totals}}) de '{{file}}': {{settled}} pagados, {{failed}} fallidos.",
    description_other:
      "{{count}} pagos ({{totals}}) de '{{file}}': {{settled}} pagados, {{failed}} fallidos.",
  },
  policiesChanged: {
    title: 'Políticas modificadas',
    description: '{{by}} modificó las políticas de la organización: {{policies}}.',
  },
  policiesChangedApproved: {
    title: 'Políticas modificadas',
    description:
      '{{by}} modificó las políticas de la organización (aprobado por {{approver}}): {{policies}}.',
  },
  policyChangeProposed: {
    title: 'Cambio de políticas propuesto',
    description:
      '{{by}} propuso un cambio de políticas que relaja {{weakens}}; necesita un segundo gestor del equipo.',
  },
  policyChangeRejected: {
    title: 'Cambio de políticas rechazado',
    description: '{{by}} rechazó el cambio de políticas que habría relajado {{weakens}}.',
  },
  screeningHit: {
    title: 'Coincidencia en el control de sanciones',
    description:
      '{{subject}} podría coincidir con {{entry}} de la lista {{list}} (puntuación {{score}}). Revise las coincidencias.',
  },
  screeningHitWithMore: {
    title: 'Coincidencia en el control de sanciones',
    description:
      '{{subject}} podría coincidir con {{entry}} de la lista {{list}} (puntuación {{score}}), y hay {{more}} posibles coincidencias más. Revise las coincidencias.',
  },
  supplierDocumentExpired: {
    title: 'Documento de proveedor caducado',
    description:
      '{{supplier}}: {{documents}} ha caducado. El proveedor vuelve a estar pendiente de revisión hasta que se suba un documento vigente y se verifique de nuevo.',
  },
  rateAlertAbove: {
    title: 'Alerta de tipo de cambio: {{pair}}',
    description: '{{pair}} subió por encima de {{threshold}} (ahora {{rate}}).',
  },
  rateAlertBelow: {
    title: 'Alerta de tipo de cambio: {{pair}}',
    description: '{{pair}} bajó por debajo de {{threshold}} (ahora {{rate}}).',
  },
  rateAlertMove: {
    title: 'Alerta de tipo de cambio: {{pair}}',
    description: '{{pair}} se movió {{rateMove}} en {{minutes}} min (ahora {{rate}}).',
  },
  rateAlertAboveWithImpact: {
    title: 'Alerta de tipo de cambio: {{pair}}',
    description:
      '{{pair}} subió por encima de {{threshold}} (ahora {{rate}}). Impacto en sus cuentas por pagar en {{currency}} sin cubrir desde que se creó la alerta: {{impactDelta}}.',
  },
  rateAlertBelowWithImpact: {
    title: 'Alerta de tipo de cambio: {{pair}}',
    description:
      '{{pair}} bajó por debajo de {{threshold}} (ahora {{rate}}). Impacto en sus cuentas por pagar en {{currency}} sin cubrir desde que se creó la alerta: {{impactDelta}}.',
  },
  rateAlertMoveWithImpact: {
    title: 'Alerta de tipo de cambio: {{pair}}',
    description:
      '{{pair}} se movió {{rateMove}} en {{minutes}} min (ahora {{rate}}). Impacto en sus cuentas por pagar en {{currency}} sin cubrir desde que se creó la alerta: {{impactDelta}}.',
  },
  supplierDocumentsSubmitted: {
    title: 'Verificación en curso',
    description: '{{supplier}} presentó {{documents}} para su revisión.',
  },
  volatilityAlert: {
    title: 'Volatilidad de {{currency}} por encima del umbral',
    description:
      '{{pair}} se movió {{rateMove}} en {{hours}} horas; el {{unhedged}} de la exposición en {{currency}} no está cubierto.',
  },
  supplierChecksPassed: {
    title: 'Proveedor verificado',
    description: '{{supplier}} superó las verificaciones KYB, de sanciones y de documentos.',
  },
};
